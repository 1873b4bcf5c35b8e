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
	if got := string(stripComments([]byte(in))); got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
}
