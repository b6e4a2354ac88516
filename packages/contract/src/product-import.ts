// Owns the staff's product CSV import and export in Shopify's format (issue 31, part 3).
export const productImportEndpoints = {};
