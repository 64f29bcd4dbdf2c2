// A brand's configuration is a contract between the brand module, the database's merchants rows and the console: its
// schema lives in the contracts package (so db/schema reads its type without importing a module).
export * from '@portal/contracts/merchant-config';
