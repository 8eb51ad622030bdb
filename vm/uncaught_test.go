package vm

import (
	"strings"
	"testing"

	"weft/classfile"
	"weft/internal/javatest"
)

// An uncaught-exception handler runs in the dying thread as its own code
// (it may block; before, the VM ran it as a nested call and stopped at
// "LockSupport.park inside a nested call"): the exception it handled is
// not an uncaught one of the run, an exception it throws is, and stderr
// gets HotSpot's line for it.
func TestUncaughtHandlerRunsInThread(t *testing.T) {
	needJDK(t)
	dir := javatest.Compile(t, "testdata/conformance/UncaughtHandlerBlocks.java")
	cp, _, err := classfile.ForApplication(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cp.Close() })
	out, errOut, code, o, err := runVM(cp, "UncaughtHandlerBlocks", &FIFO{}, 0)
	if err != nil || code != 0 {
		t.Fatalf("exit %d, %v\n%s%s", code, err, out, errOut)
	}
	if !strings.Contains(out, "worker handled bad input, alive false") {
		t.Errorf("stdout lacks the handler's result:\n%s", out)
	}
	if len(o.Uncaught) != 1 || o.Uncaught[0].ThreadName != "bad-handler" || o.Uncaught[0].Class != "java.lang.UnsupportedOperationException" {
		t.Errorf("uncaught %+v, want only bad-handler's UnsupportedOperationException", o.Uncaught)
	}
	want := "Exception: java.lang.UnsupportedOperationException thrown from the UncaughtExceptionHandler in thread \"bad-handler\"\n"
	if errOut != want {
		t.Errorf("stderr %q, want %q", errOut, want)
	}
}
