// Package static serves Cubist's site folder, for the dev server and the
// browser tests.
package static
