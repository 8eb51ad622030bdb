package static

import (
	"fmt"
	"strings"
)

// Sanity checks the structural invariants of f's IR, in the manner of
// golang.org/x/tools/go/ssa's sanity.go, and returns every violation found
// (nil if none):
//
//   - blocks are numbered by position, belong to f, are non-empty and end in
//     exactly one control transfer; no terminator appears earlier;
//   - the terminator's kind matches the number of normal successors;
//   - Preds lists exactly the blocks that name this block as a normal or
//     exception successor;
//   - exception successors start with a Catch, and only they do;
//   - every instruction points back to its block, offsets never decrease
//     within a block and name a real instruction of the method;
//   - operands are variables of f (or constants) and types agree with the
//     instruction (array and object operands are references, assignments
//     keep their type);
//   - every block but the entry is reachable through Succs or Handlers.
func Sanity(f *Function) error {
	var errs []string
	bad := func(b *Block, format string, args ...any) {
		where := f.Name()
		if b != nil {
			where += " " + b.String()
		}
		errs = append(errs, where+": "+fmt.Sprintf(format, args...))
	}
	if len(f.Blocks) == 0 {
		return fmt.Errorf("%s: no blocks", f.Name())
	}
	isVar := map[*Var]bool{}
	for i, v := range f.Vars {
		if v.Index != i {
			bad(nil, "var %s has index %d, want %d", v, v.Index, i)
		}
		isVar[v] = true
	}
	pcs := map[int]bool{}
	if code, err := f.Class.DecodeMethod(f.Method); err == nil {
		for _, in := range code {
			pcs[in.PC] = true
		}
	}
	handlerBlocks := map[*Block]bool{}
	for _, b := range f.Blocks {
		for _, h := range b.Handlers {
			handlerBlocks[h] = true
		}
	}
	preds := map[*Block]map[*Block]bool{}
	for _, b := range f.Blocks {
		preds[b] = map[*Block]bool{}
	}
	for i, b := range f.Blocks {
		if b.Index != i {
			bad(b, "index %d at position %d", b.Index, i)
		}
		if b.Func != f {
			bad(b, "belongs to another function")
		}
		if len(b.Instrs) == 0 {
			bad(b, "empty block")
			continue
		}
		last := -1
		for k, in := range b.Instrs {
			if in.Block() != b {
				bad(b, "instruction %q points to block %v", in, in.Block())
			}
			if in.PC() < last {
				bad(b, "offset %d after %d", in.PC(), last)
			}
			last = in.PC()
			if len(pcs) > 0 && !pcs[in.PC()] {
				bad(b, "offset %d of %q is not an instruction", in.PC(), in)
			}
			if IsTerminator(in) != (k == len(b.Instrs)-1) {
				bad(b, "terminator misplaced: %q at %d of %d", in, k, len(b.Instrs))
			}
			if _, ok := in.(*Catch); ok != (k == 0 && handlerBlocks[b]) {
				bad(b, "catch misplaced: %q", in)
			}
			if d := in.Def(); d != nil && !isVar[d] {
				bad(b, "%q defines a variable not in Vars", in)
			}
			for _, op := range in.Operands() {
				switch v := op.(type) {
				case *Var:
					if !isVar[v] {
						bad(b, "%q uses variable %s not in Vars", in, v)
					}
				case *Const:
				default:
					bad(b, "%q has operand of type %T", in, op)
				}
			}
			checkTypes(in, func(format string, args ...any) { bad(b, "%q: "+format, append([]any{in}, args...)...) })
		}
		want := -1
		switch t := b.Terminator().(type) {
		case *Jump:
			want = 1
		case *If:
			want = 2
		case *Switch:
			want = len(t.Keys) + 1
		case *Return, *Throw:
			want = 0
		}
		if want >= 0 && len(b.Succs) != want {
			bad(b, "%d successors for %q, want %d", len(b.Succs), b.Terminator(), want)
		}
		for _, s := range b.Succs {
			if s.Func != f {
				bad(b, "successor %v outside the function", s)
				continue
			}
			preds[s][b] = true
			if len(s.EntryStack) != 0 && len(b.Instrs) > 0 {
				// The predecessor must assign every entry variable.
				for _, v := range s.EntryStack {
					if !assigns(b, v) {
						bad(b, "does not assign %s of successor %v", v, s)
					}
				}
			}
		}
		for _, h := range b.Handlers {
			preds[h][b] = true
		}
	}
	for _, b := range f.Blocks {
		got := map[*Block]bool{}
		for _, p := range b.Preds {
			if got[p] {
				bad(b, "duplicate predecessor %v", p)
			}
			got[p] = true
			if !preds[b][p] {
				bad(b, "predecessor %v has no edge here", p)
			}
		}
		for p := range preds[b] {
			if !got[p] {
				bad(b, "edge from %v missing in Preds", p)
			}
		}
		if b.Index > 0 && len(b.Preds) == 0 {
			bad(b, "unreachable block")
		}
	}
	if len(f.Blocks[0].Preds) > 0 && len(f.Blocks[0].EntryStack) != 0 {
		bad(f.Blocks[0], "entry block with a stack")
	}
	if len(errs) > 0 {
		return fmt.Errorf("%s", strings.Join(errs, "\n"))
	}
	return nil
}

func assigns(b *Block, v *Var) bool {
	for _, in := range b.Instrs {
		if in.Def() == v {
			return true
		}
	}
	return false
}

func checkTypes(in Instruction, bad func(string, ...any)) {
	ref := func(what string, v Value) {
		if v != nil && v.Type() != TRef {
			bad("%s %s is %s, not ref", what, v, v.Type())
		}
	}
	integer := func(what string, v Value) {
		if v != nil && v.Type() != TInt {
			bad("%s %s is %s, not int", what, v, v.Type())
		}
	}
	switch x := in.(type) {
	case *Assign:
		if x.Dst.Typ != x.Src.Type() {
			bad("assigns %s to %s", x.Src.Type(), x.Dst.Typ)
		}
	case *GetField:
		ref("object", x.Obj)
		if x.Dst.Typ != TypeOf(x.Field.Desc) {
			bad("result type %s for field %s", x.Dst.Typ, x.Field.Desc)
		}
	case *PutField:
		ref("object", x.Obj)
		if x.Val.Type() != TypeOf(x.Field.Desc) {
			bad("stores %s into field of %s", x.Val.Type(), x.Field.Desc)
		}
	case *ArrayLoad:
		ref("array", x.Arr)
		integer("index", x.Index)
	case *ArrayStore:
		ref("array", x.Arr)
		integer("index", x.Index)
	case *ArrayLength:
		ref("array", x.Arr)
	case *NewArray:
		for _, d := range x.Dims {
			integer("dimension", d)
		}
	case *Call:
		if x.Kind != Static && len(x.Args) > 0 {
			ref("receiver", x.Args[0])
		}
	case *MonitorEnter:
		ref("monitor", x.X)
	case *MonitorExit:
		ref("monitor", x.X)
	case *Throw:
		ref("exception", x.X)
	case *CheckCast:
		ref("operand", x.X)
	case *InstanceOf:
		ref("operand", x.X)
	case *If:
		if x.X.Type() != x.Y.Type() {
			bad("compares %s with %s", x.X.Type(), x.Y.Type())
		}
	case *Switch:
		integer("key", x.X)
	}
}
