// Owns the exports module's face: its routes, and how any CSV download is written (the product export uses it).
export { csvStream, type CsvRecord, sendCsv } from './csv-stream.ts';
export { exportRoutes } from './export-routes.ts';
