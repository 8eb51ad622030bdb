// Package vm is weft's embedded JVM: a bytecode interpreter written for
// controlled execution of multi-threaded Java programs (DESIGN.md, vm).
//
// Layers, bottom up:
//
//   - class.go: run-time classes, fields and methods, linked lazily from a
//     classfile.ClassPath (the application, then the host JDK's java.base).
//   - lower.go: each method is decoded once and lowered into an array of ops
//     with resolved branch targets (wazero style); constant-pool references
//     are resolved on first execution and cached in the op.
//   - heap.go: objects and arrays as []uint64 slots addressed by handles (not
//     Go pointers) through a table of fixed-size pages, so the heap can be
//     snapshotted copy-on-write per page and per object; stable object
//     identities (ObjectID: the allocating thread's stable key, which
//     follows who started whom rather than the global start order, the
//     allocation site, and a counter per thread and site).
//   - interp.go: one interpreter loop runs one Java thread at a time; each
//     thread's frames are data (thread.go). There is no goroutine per Java
//     thread.
//   - sched.go: the Scheduler interface. Before every visible operation on
//     an object reachable by more than one thread (field/array/static access,
//     monitor, wait/notify, start/join, park/unpark, CAS) the VM stops at a
//     scheduling point and asks the scheduler who runs next. Listeners see
//     every visible operation as an Event. An operation the VM performs in
//     the JDK on the program's behalf (Object.wait, Thread.join, AQS under
//     ReentrantLock) keeps the JDK's Site but carries the program's line
//     (Access.Pos) and site (Access.User).
//   - deadlock.go: when every live thread is blocked, Outcome.Blocked says
//     for each what it waits for (monitor, notify, join, park), who holds
//     what, and the program line it is at.
//   - native*.go, indy.go: the Java library. Core classes get native peers
//     in Go; everything else is interpreted from java.base. A native method
//     without a model stops the run with an error naming it. Lambda classes
//     are named Caller$$Lambda$N after their invokedynamic constant N, the
//     same in every VM whatever order a schedule links them in.
//   - expr.go, sym.go: symbolic inputs (weft.Input, Config.InputMethods)
//     and their expressions, shadowing values in operand slots and heap
//     slots; KInput and KBranch events. Nothing of it runs until the first
//     input is read.
//   - snapshot.go: snapshot/restore of the whole VM state, at a cost that
//     grows with what changed (and with the heap only by one pointer per
//     page), and a canonical state hash.
//
// Driving a run: New, then Run (or Start and Continue). A Scheduler may
// return Pause at any scheduling point; Continue then returns with status
// Paused, the caller may Snapshot, and a later Continue (possibly after a
// Restore) asks again at that same point. This is how a strategy keeps
// backtracking points without reaching into the interpreter.
//
// Class initialization follows JLS 12.4.2 for the program's classes
// (initclass.go): <clinit> runs as an ordinary frame, a thread that needs
// a class another thread is initializing waits, and a cycle of such waits
// is a deadlock. Known limits: library callbacks from Go (e.g. toString
// inside string concatenation) and the initializations they, reflection
// and the JDK's classes need run atomically, without scheduling points (a
// cycle among the program's class initializers met there while other
// threads run, which could deadlock on a JVM, is reported by InitCycles);
// without Config.CanonicalFrames the state hash reads frame slots
// raw (handles); a native method
// without a model ends the run with an *Error naming it.
package vm
