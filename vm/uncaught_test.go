package vm

import (
	"strings"
	"testing"

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
	cp := openClassPath(t, dir)
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

// A java.util.Timer registers with the common Cleaner, whose thread would
// wake from a timed wait for ever (the VM collects no garbage): a program
// blocked for good next to it ran until its step budget instead of being
// a deadlock. The Cleaner's thread is not started; clean() still works.
func TestTimerHangDeadlocks(t *testing.T) {
	needJDK(t)
	dir := javatest.CompileRelease(t, "11", "testdata/timerhang/TimerHang.java")
	cp := openClassPath(t, dir)
	out, errOut, _, o, err := runVM(cp, "TimerHang", &FIFO{}, 5_000_000)
	if err != nil {
		t.Fatalf("%v\n%s%s", err, out, errOut)
	}
	if o.Status != Deadlocked || o.Threads != 2 {
		t.Errorf("status %v with %d threads, want a deadlock of main and Timer-0 (%v)\n%s%s", o.Status, o.Threads, o.ThreadNames, out, errOut)
	}
	if out != "cleaned\n" || !strings.Contains(errOut, "Exception in thread \"Timer-0\" java.lang.IllegalStateException: task fails") {
		t.Errorf("stdout %q, stderr %q", out, errOut)
	}
	if len(o.Uncaught) != 1 || o.Uncaught[0].ThreadName != "Timer-0" {
		t.Errorf("uncaught %+v, want Timer-0's", o.Uncaught)
	}
}
