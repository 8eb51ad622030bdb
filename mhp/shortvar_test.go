package mhp

import (
	"strings"
	"testing"
)

// TestShortVar: the text report names a variable of many alias objects by
// its first three and how many more, with its field; four or fewer stay
// whole (the JSON report keeps every name: JSONPair.Variable is p.Var).
func TestShortVar(t *testing.T) {
	many := make([]string, 40)
	for i := range many {
		many[i] = "ArrayList@Main.java:" + string(rune('a'+i%26))
	}
	for _, c := range []struct{ in, want string }{
		{"Main.count", "Main.count"},
		{"A@M.java:1|B@M.java:2|C@M.java:3|D@M.java:4<state>", "A@M.java:1|B@M.java:2|C@M.java:3|D@M.java:4<state>"},
		{"A@M.java:1|B@M.java:2|C@M.java:3|D@M.java:4|E@M.java:5[]", "A@M.java:1|B@M.java:2|C@M.java:3|+2 more[]"},
		{"monitor A@M.java:1|B@M.java:2|C@M.java:3|D@M.java:4|E@M.java:5", "monitor A@M.java:1|B@M.java:2|C@M.java:3|+2 more"},
		{strings.Join(many, "|") + "<state>", strings.Join(many[:3], "|") + "|+37 more<state>"},
	} {
		if got := shortVar(c.in); got != c.want {
			t.Errorf("shortVar(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
