package sitebuild

import "testing"

func TestStripComments(t *testing.T) {
	in := "// a header\n" +
		"const a = 1; // after code, kept\n" +
		"  // indented, dropped\n" +
		"\tconst t = `\n" +
		"  // inside a template, kept, indented\n" +
		"`;\n" +
		"  const url = \"http://example\";\n" +
		"// last\n"
	want := "const a = 1; // after code, kept\n" +
		"const t = `\n" +
		"  // inside a template, kept, indented\n" +
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

func TestStripCSSComments(t *testing.T) {
	in := "/* A header. */\n" +
		".a { color: red; } /* after a rule */\n" +
		"  /* indented,\n     two lines */\n" +
		".b::after { content: \"/* kept */\"; }\n" +
		".c { content: '\\'/*'; }\n"
	want := ".a { color: red; } \n" +
		".b::after { content: \"/* kept */\"; }\n" +
		".c { content: '\\'/*'; }\n"
	if got := string(stripCSSComments([]byte(in))); got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
}

func TestStripIndent(t *testing.T) {
	in := "<main>\n  <p>Some\n    text</p>\n  <pre>a\n  b</pre>\n  <textarea>x\n   y\n</textarea>\n</main>\n"
	want := "<main>\n<p>Some\ntext</p>\n<pre>a\n  b</pre>\n<textarea>x\n   y\n</textarea>\n</main>\n"
	if got := string(stripIndent([]byte(in))); got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
}
