/** Next's defaults: the reference page measures the framework alone. */
const config = {};

export default config;
