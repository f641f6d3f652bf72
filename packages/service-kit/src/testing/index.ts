// Test-only helpers: imported from '@matrimony/service-kit/testing'.
export * from './health-suite';
export * from './contract-assertions';
export { readZip } from './zip';
