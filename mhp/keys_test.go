package mhp

import (
	"fmt"
	"strings"
	"testing"
)

// sideKey and AccessPair.key, which order pairs and their sides, give the
// strings their former fmt formats gave.
func TestKeysAsFormatted(t *testing.T) {
	for _, pos := range []string{"Main.java:12", "Main.java", "Main.java:0", "a:b:7", "X.java:123456789", "Y.java:-3", "Z.java:x", ""} {
		for _, op := range []string{"read", "write", "wait"} {
			a := Access{Pos: pos, Op: op}
			file, line := a.Pos, 0
			if i := strings.LastIndexByte(a.Pos, ':'); i >= 0 {
				file = a.Pos[:i]
				fmt.Sscan(a.Pos[i+1:], &line)
			}
			if got, want := sideKey(a), fmt.Sprintf("%s\x00%08d\x00%s", file, line, a.Op); got != want {
				t.Errorf("sideKey(%q, %q) = %q, want %q", pos, op, got, want)
			}
		}
	}
	p := &AccessPair{Kind: WM, Var: "v.C.f", A: Access{Thread: "main", Op: "wait", Pos: "C.java:3"},
		B: Access{Thread: "T@C.java:9", Op: "entry", Pos: "C.java:12"}}
	if got, want := p.key(), fmt.Sprintf("%s|%s|%s|%s|%s|%s|%s|%s", p.Kind, p.Var, p.A.Thread, p.A.Op, p.A.Pos,
		p.B.Thread, p.B.Op, p.B.Pos); got != want {
		t.Errorf("key = %q, want %q", got, want)
	}
}
