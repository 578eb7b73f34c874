/** The public entry of the banners module (spec 3 §2 "Banners"): the app registers its routes. */
export { rotasBanners } from './banners.routes.js';
