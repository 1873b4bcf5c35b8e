// Command icon draws Cubist's app icons: an isometric cube of three
// shaded faces on a rounded square, as PNG files of the given sizes.
//
//	go run ./tools/icon -out site 192 512
package main
