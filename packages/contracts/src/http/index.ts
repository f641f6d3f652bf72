// The route contract shape and schemas shared by several services. Each service's route table lives in
// its own module (`src/http/<service>.ts`), imported as `@matrimony/contracts/http/<service>`.
export * from './pagination';
export * from './route';
