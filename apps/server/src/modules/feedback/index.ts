/** The feedback module's public face. */
export { default as feedbackRoutes } from './routes.ts';
