package main

import "testing"

func BenchmarkZZDracula(b *testing.B) {
	for b.Loop() {
		runSolve([]string{"--count", "--disassemble", "--workers", "1", "--out", "/dev/null", "../../../shared/burrtools-examples/DraculasDentalDesaster.xmpuzzle"})
	}
}
func BenchmarkZZPelikan(b *testing.B) {
	for b.Loop() {
		runSolve([]string{"--count", "--disassemble", "--workers", "1", "--out", "/dev/null", "../../../shared/burrtools-examples/PelikanBurr.xmpuzzle"})
	}
}
