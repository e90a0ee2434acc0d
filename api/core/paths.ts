/** The kernel's project paths are db's (db/project-root.ts): db finds its migrations with them, and db imports nothing above it. */
export { projectPath, projectRoot } from '#db/project-root.ts';
