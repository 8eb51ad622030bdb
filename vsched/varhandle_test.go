package vsched

import (
	"path/filepath"
	"strings"
	"testing"

	"weft/explore"
	"weft/internal/javatest"
)

// A VarHandle's compareAndSet whose failure is ignored (VhCount: main and
// a thread each read n with getVolatile and set it to n + 1 by one
// compareAndSet; one increment may be lost). The static analysis makes
// the handle's calls accesses of the field findVarHandle names (a read,
// and the update a write), so vsched has the pairs on n and fulfils the
// other thread's compareAndSet between main's read and its own. Before,
// the calls were no access: no pair, and vsched said "the search space
// is exhausted" after 1 execution. The fixed variant retries the CAS
// until it succeeds.
func TestVarHandleCAS(t *testing.T) {
	dir := javatest.CompileRelease(t, "11", filepath.Join("testdata", "VhCount.java"))
	findBugDir(t, dir, "VhCount", "the lost increment", func(b *explore.Bug) bool {
		return strings.Contains(b.Summary(), "n = 1, want 2")
	})
	exhaustsDir(t, dir, "VhCount", "fixed")
}

// A lost update in a method called only through a method handle (MhCount:
// main and a thread each call add by ADD.invokeExact, the handle from
// findVirtual in a static final field). The static analysis makes the
// invocation a call of add (static.methodHandleCall), so vsched has the
// pairs on n and finds the lost update. Before, the call resolved to
// nothing: no pair, and no dynamic one either (the first execution orders
// the adds by a lock), and vsched said "the search space is exhausted"
// after 2 executions. The fixed variant synchronizes add.
func TestMethodHandleCall(t *testing.T) {
	dir := javatest.CompileRelease(t, "11", filepath.Join("testdata", "MhCount.java"))
	findBugDir(t, dir, "MhCount", "the lost increment", func(b *explore.Bug) bool {
		return strings.Contains(b.Summary(), "n = 1, want 2")
	})
	exhaustsDir(t, dir, "MhCount", "fixed")
}
