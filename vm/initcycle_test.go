package vm

import (
	"strings"
	"testing"

	"weft/classfile"
	"weft/internal/javatest"
)

// A cycle among the program's class initializers is reported when another
// thread is live (it could deadlock on a JVM, and the VM does not explore
// that), once, with the classes, the line and the thread; not when the
// program is single-threaded.
func TestInitCycles(t *testing.T) {
	needJDK(t)
	dir := javatest.Compile(t, "testdata/initcycle/*.java")
	cp, _, err := classfile.ForApplication(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cp.Close() })
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, ""},
		{[]string{"threads"}, `class initializers InitCycle$B → InitCycle$A → InitCycle$B depend on each other (at InitCycle.java:13, thread "main") while other threads run`},
	} {
		m, err := New(Config{ClassPath: cp, Stdout: &strings.Builder{}, Stderr: &strings.Builder{}, Scheduler: &FIFO{}})
		if err != nil {
			t.Fatal(err)
		}
		out, err := m.Run("InitCycle", tc.args)
		if err != nil || out.Status != Completed {
			t.Fatalf("%v: %v %+v", tc.args, err, out)
		}
		got := m.InitCycles()
		switch {
		case tc.want == "" && len(got) != 0:
			t.Errorf("%v: warnings %q, want none", tc.args, got)
		case tc.want != "" && (len(got) != 1 || !strings.HasPrefix(got[0], tc.want)):
			t.Errorf("%v: warnings %q, want one starting %q", tc.args, got, tc.want)
		}
	}
}
