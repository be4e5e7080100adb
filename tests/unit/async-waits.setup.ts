import { configure } from '@testing-library/react';

// `waitFor`/`findBy*` give up after 1 s by default: too short for a lazily loaded view on a
// loaded 2-core CI machine. A waited-for thing that never comes still fails, after 15 s.
configure({ asyncUtilTimeout: 15_000 });
