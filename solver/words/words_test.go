package words

import "testing"

func TestCount(t *testing.T) {
	for _, c := range []struct {
		n    int64
		want string
	}{{0, "0 cubes"}, {1, "1 cube"}, {2, "2 cubes"}, {-1, "-1 cubes"}, {11520, "11520 cubes"}} {
		if got := Count(c.n, "cube", "cubes"); got != c.want {
			t.Errorf("Count(%d) = %q, want %q", c.n, got, c.want)
		}
	}
	if got := Noun(1, "variant", "variants"); got != "variant" {
		t.Errorf("Noun(1) = %q", got)
	}
}
