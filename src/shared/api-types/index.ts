// The JSON answer of every API route, one file per area (as shared/endpoints/). The server function
// that builds an answer declares one of these as its return type, and the web reads the same type: a
// change on one side that the other does not follow fails type checking. Dates travel as ISO strings.
// Importing this file gives every area's; a file may import its area's alone.

export type * from './accounts';
export type * from './admin';
export type * from './bookings';
export type * from './calendar';
export type * from './clients';
export type * from './common';
export type * from './dashboard';
export type * from './marketplace';
export type * from './messaging';
export type * from './notifications';
export type * from './statistics';
export type * from './workspace';
