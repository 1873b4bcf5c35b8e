package design

import "testing"

// A chain takes no variant on trust before it has counted trustAfter,
// nor while one in trustRate of them or more had several classes; past
// that, it still counts one in trustSample.
func TestTrustTally(t *testing.T) {
	var nilTrust *trust
	if nilTrust.skips() {
		t.Fatal("a nil tally takes a variant on trust")
	}
	nilTrust.note(true) // no panic
	var tr trust
	for range trustAfter - 1 {
		tr.note(true)
	}
	if tr.skips() {
		t.Fatalf("took a variant on trust after %d counts", tr.counted)
	}
	tr.note(true)
	skipped := 0
	for range 10 * trustSample {
		if tr.skips() {
			skipped++
		} else {
			tr.note(true)
		}
	}
	if want := 10 * (trustSample - 1); skipped != want {
		t.Errorf("took %d of %d on trust, want %d", skipped, 10*trustSample, want)
	}
	tr.note(false)
	if tr.skips() {
		t.Errorf("took a variant on trust with %d of %d counts not unique", tr.several, tr.counted)
	}
	for tr.several*trustRate >= tr.counted {
		tr.note(true)
	}
	if !tr.skips() {
		t.Errorf("took none on trust with %d of %d counts not unique", tr.several, tr.counted)
	}
}
