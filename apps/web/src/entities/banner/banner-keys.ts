// Owns the homepage banners' query key: the carousel, the page banner and the staff's manager read and refresh it.
export const bannerKeys = {
  all: ['feature-images'] as const,
};
