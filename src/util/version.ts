/** The widget's version, sent in telemetry; a unit test keeps it equal to package.json. */
export const VERSION = '0.1.0';
