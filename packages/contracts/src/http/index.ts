// Request/response schemas shared by more than one service or by a service and a frontend.
// Each service adds its own file here (e.g. `profile.ts`) and re-exports it below.
export * from './pagination';
