// Package static is the static-analysis front half of weft: it turns decoded
// bytecode (package classfile) into a typed three-address IR over basic
// blocks, and over that IR computes a class hierarchy, an on-the-fly call
// graph with Andersen-style field-sensitive points-to, a thread model and a
// thread-escape analysis. Package mhp builds the parallel execution graph and
// the concurrent access pairs on top of it.
//
// # IR
//
// Build lowers one method. The JVM operand stack disappears: every value a
// bytecode pushes becomes a temporary (t3), every local slot a variable named
// by its kind and slot (a0 is the receiver, i2 an int in slot 2), and values
// still on the stack at a block boundary travel in block-entry variables
// (s4_0: block 4, stack depth 0) assigned by the predecessors. Locals are not
// renamed into SSA form, so points-to over them is flow-insensitive, as in
// the thesis's Soot setting (seeds/003, Figure 1.1 discussion).
//
// Every instruction keeps the bytecode offset (PC) it came from: reports and
// the VM speak in (class, method, offset), see classfile.Site. Every block
// ends in exactly one control transfer (Jump, If, Switch, Return, Throw);
// Handlers lists the exception successors, whose first instruction is a
// Catch. Sanity checks these invariants; the tests run it on every method of
// the benchmarks and of a sample of java.base.
//
// # Points-to and threads
//
// Analyze computes points-to sets for allocation-site objects qualified by
// the abstract thread that allocated them (thread-instance sensitivity), so
// the same allocation site reached from two threads (thesis Figure 4.14)
// gives two objects. Methods are analyzed once per abstract thread, and
// constructors once per receiver object as well (1-object sensitivity:
// fields set from constructor arguments stay apart). Calls are resolved on
// the fly from the receiver's points-to set. Thread entry
// points are the run methods of started Thread objects, of the Runnable (or
// lambda) a Thread was constructed with. An abstract thread whose Thread
// object may stand for several runtime objects (allocated in a loop, or in a
// method that runs more than once) is multi-instance.
//
// Calls into the JDK are not analyzed; they go through summaries (jdk.go)
// that keep their effects on the receiver visible: a call that may mutate the
// receiver (Vector.add) is a write of the receiver's pseudo-field <state>,
// an observer (Vector.get) a read of it, synchronized JDK methods are monitor
// entries on the receiver, and reference arguments flow into the receiver's
// <elems> pseudo-field from which reference results are drawn. Array
// arguments are read (or filled) by the JDK method, and the application
// methods JDK code calls back (toString, hashCode, equals, compareTo,
// compare, a lambda's functional method) are analyzed as callees.
//
// Escaped (escape.go) is the thread-escape analysis; DecidedBranch lets
// package mhp see that a counted loop runs at least once.
package static
