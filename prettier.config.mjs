/** The one code format, checked by `npm run lint`; Markdown and the message catalogues keep their own layout. */
const config = {
  printWidth: 120,
  singleQuote: true,
  plugins: ['prettier-plugin-tailwindcss'],
  tailwindStylesheet: './app/globals.css',
  tailwindFunctions: ['cn'],
};

export default config;
