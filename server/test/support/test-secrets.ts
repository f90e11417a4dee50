// Moved to the shared test-support package; server tests keep importing it from here.
export * from '@emoney/test-support/test-secrets';
