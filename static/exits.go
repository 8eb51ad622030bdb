package static

import "weft/classfile"

// Calls that never return. System.exit, Runtime.exit and Runtime.halt end
// the VM (EndsVM); so does a call of an application method that cannot
// return, as the helpers that report an error and exit:
//
//	static void fail(String msg) { System.err.println(msg); System.exit(1); }
//
// A path through such a call ends there: the code after it never runs.

// ExitCall reports whether x is a call of System.exit, Runtime.exit or
// Runtime.halt, named by the method it calls (System is final, and
// Runtime has no subclass: its constructor is private).
func ExitCall(x Instruction) bool {
	c, ok := x.(*Call)
	return ok && c.Kind != Special && EndsVM(c.Method.Class, c.Method.Name) && c.Method.Desc == "(I)V"
}

// EndsPath reports whether x is a call that never returns: an ExitCall,
// or a call that resolves to one application method (invokestatic, a
// private or super invokespecial, a virtual call of a final or private
// method or of a final class) every path of which ends at such a call,
// without a return or a throw on the way (NeverReturns). An exception
// that a call inside it may throw is not followed, as within a method.
func (p *Program) EndsPath(x Instruction) bool {
	if ExitCall(x) {
		return true
	}
	if _, ok := x.(*Call); !ok {
		return false
	}
	p.exitMu.Lock()
	defer p.exitMu.Unlock()
	return p.endsPath(x)
}

func (p *Program) endsPath(x Instruction) bool {
	if ExitCall(x) {
		return true
	}
	c, ok := x.(*Call)
	if !ok || c.Method.Name == "<init>" || c.Method.Name == "<clinit>" || IsJDK(c.Method.Class) {
		return false
	}
	var cf *classfile.ClassFile
	var m *classfile.Member
	switch c.Kind {
	case Static, Special:
		cf, m = p.ResolveStatic(c.Method.Class, c.Method.Name, c.Method.Desc)
	case Virtual:
		cf, m = p.Resolve(c.Method.Class, c.Method.Name, c.Method.Desc)
		if m != nil && m.AccessFlags&(classfile.AccFinal|classfile.AccPrivate) == 0 &&
			(cf.AccessFlags&classfile.AccFinal == 0 || cf.Name != c.Method.Class) {
			return false // an override may return
		}
	}
	if m == nil || IsJDK(cf.Name) || (c.Kind == Static) != (m.AccessFlags&classfile.AccStatic != 0) {
		return false
	}
	return p.neverReturns(cf, m)
}

// NeverReturns reports whether method m of cf cannot return nor throw:
// every block reached from its entry without going past a call that
// never returns (EndsPath; a block's handlers are reached from it) ends
// in neither a return nor a throw, and one such call is reached.
func (p *Program) NeverReturns(cf *classfile.ClassFile, m *classfile.Member) bool {
	p.exitMu.Lock()
	defer p.exitMu.Unlock()
	return p.neverReturns(cf, m)
}

// neverReturns is NeverReturns with p.exitMu held, cached in p.noReturn;
// a method being computed (a recursive call) may return.
func (p *Program) neverReturns(cf *classfile.ClassFile, m *classfile.Member) bool {
	if v, ok := p.noReturn[m]; ok {
		return v == 1
	}
	p.noReturn[m] = 3
	res := 2
	if f, err := p.Func(cf, m); err == nil && f != nil && p.returnsNever(f) {
		res = 1
	}
	p.noReturn[m] = res
	return res == 1
}

// returnsNever reports whether no return or throw of f is reached from its
// entry without going past a call that never returns, and such a call is.
func (p *Program) returnsNever(f *Function) bool {
	ends := p.endingBlocks(f)
	if ends == nil {
		return false
	}
	live := reachedBlocks(f, ends)
	reached := false
	for i, b := range f.Blocks {
		switch {
		case !live[i]:
		case ends[i]:
			reached = true
		default:
			switch b.Terminator().(type) {
			case *Return, *Throw:
				return false
			}
		}
	}
	return reached
}

// EndingBlocks returns, for each block of f (by Index), whether it holds
// a call that never returns (EndsPath); nil if none does.
func (p *Program) EndingBlocks(f *Function) []bool {
	p.exitMu.Lock()
	defer p.exitMu.Unlock()
	return p.endingBlocks(f)
}

// endingBlocks is EndingBlocks with p.exitMu held.
func (p *Program) endingBlocks(f *Function) []bool {
	var ends []bool
	for i, b := range f.Blocks {
		for _, x := range b.Instrs {
			if p.endsPath(x) {
				if ends == nil {
					ends = make([]bool, len(f.Blocks))
				}
				ends[i] = true
				break
			}
		}
	}
	return ends
}

// LiveBlocks returns, for a function some block of which holds a call
// that never returns (EndingBlocks), the blocks reached from its entry
// without going past such a call (a block's handlers are reached from
// it: what comes before the call may throw); nil, every block, for any
// other function.
func (p *Program) LiveBlocks(f *Function) []bool {
	ends := p.EndingBlocks(f)
	if ends == nil {
		return nil
	}
	return reachedBlocks(f, ends)
}

// reachedBlocks returns the blocks of f (by Index) reached from its entry
// along successors and handlers, but not past the successors of a block
// in ends.
func reachedBlocks(f *Function, ends []bool) []bool {
	live := make([]bool, len(f.Blocks))
	if len(f.Blocks) == 0 {
		return live
	}
	live[0] = true
	work := []*Block{f.Blocks[0]}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		next := b.Handlers
		if !ends[b.Index] {
			next = append(append([]*Block(nil), next...), b.Succs...)
		}
		for _, s := range next {
			if !live[s.Index] {
				live[s.Index] = true
				work = append(work, s)
			}
		}
	}
	return live
}
