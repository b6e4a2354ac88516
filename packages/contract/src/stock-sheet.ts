// Owns the staff's stock sheet and stock CSV (issue 31, part 4).
export const stockSheetEndpoints = {};
