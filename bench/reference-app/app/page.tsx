export const dynamic = 'force-static';

export default function ReferencePage() {
  return (
    <main>
      <h1>شقق للإيجار في السالمية</h1>
      <ul>
        {Array.from({ length: 20 }, (_, index) => (
          <li key={index}>شقة للإيجار في السالمية، غرفتان وصالة، 120 م²، رقم {index + 1}</li>
        ))}
      </ul>
    </main>
  );
}
