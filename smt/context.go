package smt

/*
#cgo LDFLAGS: -lz3
#include <z3.h> // If this fails: sudo apt-get install -y libz3-dev
#include "z3shim.h"
*/
import "C"

import (
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"unsafe"
)

// A Context owns a Z3 context and every term, solver and model made from it.
//
// A Context and the objects made from it must be used by one goroutine at a
// time; distinct Contexts are independent and may be used in parallel.
// Objects of different Contexts must not be mixed (doing so panics).
//
// Close releases the Z3 context and everything in it at once. Terms need no
// closing: a term that the Go garbage collector finds unreachable has its Z3
// reference dropped at the next operation on its Context. Solvers and
// models have their own Close, for callers that make many of them in a
// long-lived Context; an unclosed one is released when it is collected or
// when the Context is closed. A Context that is never closed is released
// once it and all its objects are unreachable, but callers should not rely
// on that: Z3 memory is invisible to the Go garbage collector, which
// therefore does not hurry.
type Context struct {
	h       *handle
	enqueue func(ref) // h.enqueue, bound once
	cleanup runtime.Cleanup
	chunk   *termChunk // where wrap allocates terms
	keep    bool       // KeepTerms: terms hold their references until Close
}

// handle is the part of a Context that the cleanups of its objects see. It
// never points back to the Context, so that the Context can be collected.
type handle struct {
	c C.Z3_context // nil once closed; written only by the owner or by free

	mu      sync.Mutex
	closed  bool
	dead    []ref // references to drop, from cleanups
	pending atomic.Bool
}

type refKind uint8

const (
	refASTs   refKind = iota // p is a *[chunkSize]C.Z3_ast; nil entries are skipped
	refSolver                // p is a C.Z3_solver
	refModel                 // p is a C.Z3_model
)

// ref is a Z3 reference held by a Go object; its cleanup queues it on the
// handle, and the owner goroutine drops it at its next operation, since the
// Z3 context may not be used by two threads at once.
type ref struct {
	kind refKind
	p    unsafe.Pointer
}

// Error is the value of panics caused by Z3 rejecting an operation. Misuse
// detected on the Go side (mixing widths or Contexts, using a closed
// Context) panics with a string starting "smt: ".
type Error struct {
	Op   string // the operation, e.g. "Add"
	Code int    // Z3_error_code
	Msg  string // Z3's message
}

func (e *Error) Error() string { return fmt.Sprintf("smt: %s: z3: %s", e.Op, e.Msg) }

// NewContext makes a fresh Z3 context. The caller must Close it.
func NewContext() *Context {
	c := C.weft_mk_context()
	if c == nil {
		panic("smt: Z3_mk_context_rc failed")
	}
	h := &handle{c: c}
	ctx := &Context{h: h, enqueue: h.enqueue}
	ctx.cleanup = runtime.AddCleanup(ctx, (*handle).free, h)
	return ctx
}

// KeepTerms makes the terms made from now on keep their Z3 references until
// the Context is closed, instead of dropping them once the garbage
// collector finds them unreachable. The Context's contents then depend on
// the operations made on it alone, not on when the collector ran: Z3 reuses
// the ids of freed terms, and the ids of a formula's terms can change the
// model a check finds (see package dse). The cost is memory: every term made
// stays in Z3 until Close. Solvers and models are not affected; close them
// explicitly for the same effect.
func (ctx *Context) KeepTerms() { ctx.keep = true }

// Close releases the Z3 context and all terms, solvers and models made from
// it. Using any of them afterwards panics. Close is idempotent.
func (ctx *Context) Close() {
	ctx.cleanup.Stop()
	ctx.h.free()
}

// Version reports the version of the linked Z3 library, e.g. "4.8.12.0".
func Version() string {
	var major, minor, build, rev C.uint
	C.Z3_get_version(&major, &minor, &build, &rev)
	return fmt.Sprintf("%d.%d.%d.%d", major, minor, build, rev)
}

func (h *handle) free() {
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return
	}
	h.closed = true
	c := h.c
	h.c = nil
	h.dead = nil
	h.mu.Unlock()
	C.Z3_del_context(c)
	contextsFreed.Add(1)
}

// For tests: the Z3 contexts deleted, and the references dropped by drain.
var contextsFreed, refsDropped atomic.Int64

// enqueue is the cleanup of every object holding a Z3 reference.
func (h *handle) enqueue(r ref) {
	h.mu.Lock()
	if !h.closed {
		h.dead = append(h.dead, r)
		h.pending.Store(true)
	}
	h.mu.Unlock()
}

func (h *handle) drain() {
	h.mu.Lock()
	dead := h.dead
	h.dead = nil
	h.pending.Store(false)
	h.mu.Unlock()
	n := 0
	for _, r := range dead {
		switch r.kind {
		case refASTs:
			for _, a := range (*[chunkSize]C.Z3_ast)(r.p) {
				if a != nil {
					C.Z3_dec_ref(h.c, a)
					n++
				}
			}
		case refSolver:
			C.Z3_solver_dec_ref(h.c, C.Z3_solver(r.p))
		case refModel:
			C.Z3_model_dec_ref(h.c, C.Z3_model(r.p))
		}
	}
	refsDropped.Add(int64(n))
}

// enter is called at the start of every operation: it checks that the
// Context is open and drops the references of collected objects. It must
// run before the operation reads any Z3 pointer out of a Go object, so that
// the objects it uses are still reachable (and so not yet released).
func (ctx *Context) enter() C.Z3_context {
	h := ctx.h
	if h.c == nil {
		panic("smt: use of a closed Context")
	}
	if h.pending.Load() {
		h.drain()
	}
	return h.c
}

// fail panics with Z3's error for the operation op that just failed.
func (ctx *Context) fail(op string) {
	c := ctx.h.c
	code := C.Z3_get_error_code(c)
	msg := "unknown error"
	if code != C.Z3_OK {
		msg = C.GoString(C.Z3_get_error_msg(c, code))
	}
	panic(&Error{Op: op, Code: int(code), Msg: msg})
}

// A term is a Z3 AST with one reference owned by the Go side.
type term struct {
	ctx   *Context
	ast   C.Z3_ast
	width uint // bit-vector width, or 0 for a Boolean
}

// Terms are allocated in chunks, with one cleanup per chunk: a cleanup per
// term made the runtime's bookkeeping of cleanups cost more than building
// the term in Z3. A chunk's references are dropped when none of its terms
// is reachable, so a long-lived term keeps at most chunkSize-1 others'
// ASTs alive in Z3 (not their Go objects).
const chunkSize = 32

type termChunk struct {
	terms [chunkSize]term
	asts  *[chunkSize]C.Z3_ast // the cleanup's argument
	n     int
}

// wrap takes ownership of the reference on a (as returned by the
// z3shim helpers); a nil a means the operation op failed.
func (ctx *Context) wrap(op string, a C.Z3_ast, width uint) *term {
	if a == nil {
		ctx.fail(op)
	}
	ch := ctx.chunk
	if ch == nil || ch.n == chunkSize {
		ch = &termChunk{asts: new([chunkSize]C.Z3_ast)}
		if !ctx.keep {
			runtime.AddCleanup(ch, ctx.enqueue, ref{refASTs, unsafe.Pointer(ch.asts)})
		}
		ctx.chunk = ch
	}
	t := &ch.terms[ch.n]
	*t = term{ctx: ctx, ast: a, width: width}
	ch.asts[ch.n] = a
	ch.n++
	return t
}

// String prints a term in SMT-LIB syntax.
func (t *term) String() string {
	c := t.ctx.enter()
	return C.GoString(C.Z3_ast_to_string(c, t.ast))
}
