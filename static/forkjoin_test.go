package static

import (
	"maps"
	"testing"

	"weft/classfile"
	"weft/internal/javatest"
)

// JoinedFork on the forks of mhp's ForkJoins.java: a fork is joined when
// every way from it to its method's return passes a join() (or, counting
// them, a get()) of the same task.
func TestJoinedFork(t *testing.T) {
	dir := javatest.Shared(t, "../mhp/testdata/figures/ForkJoins.java")
	src, err := classfile.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	cp := classfile.NewClassPath(src)
	for _, tc := range []struct {
		class, method, desc string
		get                 bool
		want                map[string]bool // per line of a fork or submit
	}{
		// fork, compute, join; a return before the join; the join's
		// exception caught.
		{"ForkJoins$A", "compute", "()V", false, map[string]bool{"ForkJoins.java:19": true}},
		{"ForkJoins$B", "compute", "()V", false, map[string]bool{"ForkJoins.java:32": false}},
		{"ForkJoins$D", "compute", "()V", false, map[string]bool{"ForkJoins.java:51": false}},
		// The join in a branch.
		{"ForkJoins", "forkH", "(Z)V", true, map[string]bool{"ForkJoins.java:117": false}},
		// c and e are joined (e's cancel is not JoinedFork's business),
		// f's last fork only, g's submit by its get.
		{"ForkJoins", "main", "([Ljava/lang/String;)V", false, map[string]bool{
			"ForkJoins.java:82": true, "ForkJoins.java:89": true, "ForkJoins.java:96": false, "ForkJoins.java:100": false}},
		{"ForkJoins", "main", "([Ljava/lang/String;)V", true, map[string]bool{
			"ForkJoins.java:82": true, "ForkJoins.java:89": true, "ForkJoins.java:96": false, "ForkJoins.java:100": true}},
	} {
		cf, err := cp.Lookup(tc.class)
		if err != nil {
			t.Fatal(err)
		}
		f, err := Build(cf, cf.Method(tc.method, tc.desc))
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]bool{}
		for in := range f.Instructions {
			if c, ok := in.(*Call); ok && (c.Method.Name == "fork" || c.Method.Name == "submit") {
				got[f.SourcePos(c.PC())] = JoinedFork(f, c, tc.get)
			}
		}
		if !maps.Equal(got, tc.want) {
			t.Errorf("%s.%s (get %v): joined %v, want %v", tc.class, tc.method, tc.get, got, tc.want)
		}
	}
}
