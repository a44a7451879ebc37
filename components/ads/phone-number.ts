/** Kuwaiti numbers are 8 digits; stored numbers may already carry the 965 country code. */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 8 ? `965${digits}` : digits;
}

/** "9665 0101" for reading; other lengths as they are. */
export function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('965') ? digits.slice(3) : digits;
  return local.length === 8 ? `${local.slice(0, 4)} ${local.slice(4)}` : phone;
}

export function whatsappLink(phone: string, text: string): string {
  return `https://wa.me/${internationalPhone(phone)}?text=${encodeURIComponent(text)}`;
}
