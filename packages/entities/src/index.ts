/**
 * Entity definitions: one plain, typed object per entity, from which the API and the web app derive the model,
 * validation, routes, permissions, list screen and form (DESIGN.md, "The entity definition").
 */
export * from './areas';
export * from './definition';
export * from './routes';
export * from './registry';
export * from './prisma';
export * from './samples';
export * from './workflow';
export * from './module';
export * from './modules';
export * from './links';
export * from './report';
