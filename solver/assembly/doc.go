// Package assembly works out how to build a solution by hand: an order in
// which each piece is lowered straight down into its place and comes to
// rest on the floor or on pieces already placed. Up is +z.
package assembly
