package sitebuild

import "testing"

func TestStripComments(t *testing.T) {
	in := "// a header\n" +
		"const a = 1; // after code, kept\n" +
		"  // indented, dropped\n" +
		"const t = `\n" +
		"// inside a template, kept\n" +
		"`;\n" +
		"const url = \"http://example\";\n" +
		"// last\n"
	want := "const a = 1; // after code, kept\n" +
		"const t = `\n" +
		"// inside a template, kept\n" +
		"`;\n" +
		"const url = \"http://example\";\n"
	if got := string(stripComments([]byte(in), false)); got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
	// A notice at the top stays; later comment lines go.
	if got := string(stripComments([]byte(in), true)); got != "// a header\n"+want {
		t.Fatalf("with the notice kept, got\n%s", got)
	}
}
