package static

// DecidedBranch returns the successor that control surely takes when it
// flows from pred into succ, if succ does nothing but test a local that
// pred has just set to a constant against a constant: the first test of a
// counted loop such as for (i = 0; i < 4; i++). It returns nil when the
// branch is not decided. Package mhp uses it so that a loop that joins its
// threads cannot be skipped on a zero-trip path that does not exist.
func DecidedBranch(pred, succ *Block) *Block { return DecidedBranchWith(pred, succ, nil) }

// DecidedBranchWith is DecidedBranch where the test may also compare with
// the length of an array (a for-each loop over an array); arrayLen returns
// the least length arr may have, if known.
//
// With arrayLen, succ may also load the array and its length before the
// test (for (i = 0; i < this.ts.length; i++)): field loads, array lengths
// and copies (TestPrefix), which the caller must still run on the way.
func DecidedBranchWith(pred, succ *Block, arrayLen func(arr Value) (int64, bool)) *Block {
	if len(succ.Instrs) == 0 || len(succ.Succs) != 2 {
		return nil
	}
	br, ok := succ.Terminator().(*If)
	if !ok {
		return nil
	}
	prefix := TestPrefix(succ)
	if len(prefix) != len(succ.Instrs)-1 || len(prefix) > 0 && arrayLen == nil {
		return nil
	}
	at := pred
	if len(prefix) > 0 {
		at = &Block{Instrs: append(append([]Instruction(nil), pred.Instrs...), prefix...)}
	}
	x, okx := constAtEnd(at, br.X, arrayLen)
	y, oky := constAtEnd(at, br.Y, arrayLen)
	if !okx || !oky {
		return nil
	}
	// With an array length only known from below, decide only tests that
	// hold for every longer array: i < len with i known, len > i.
	if lenX, lenY := isLen(at, br.X), isLen(at, br.Y); lenX || lenY {
		switch {
		case lenY && (br.Op == "lt" && x < y || br.Op == "ge" && x < y):
		case lenX && (br.Op == "gt" && x > y || br.Op == "le" && x > y):
		default:
			return nil
		}
	}
	var taken bool
	switch br.Op {
	case "eq":
		taken = x == y
	case "ne":
		taken = x != y
	case "lt":
		taken = x < y
	case "ge":
		taken = x >= y
	case "gt":
		taken = x > y
	case "le":
		taken = x <= y
	default:
		return nil
	}
	if taken {
		return succ.Succs[0]
	}
	return succ.Succs[1]
}

// TestPrefix returns the instructions of b before its terminator when
// they are all field loads, array lengths and copies (the loads of a
// loop test such as i < this.ts.length); nil otherwise.
func TestPrefix(b *Block) []Instruction {
	if len(b.Instrs) < 2 {
		return nil
	}
	for _, in := range b.Instrs[:len(b.Instrs)-1] {
		switch in.(type) {
		case *GetField, *ArrayLength, *Assign, *CheckCast:
		default:
			return nil
		}
	}
	return b.Instrs[:len(b.Instrs)-1]
}

// constAtEnd returns the int value v surely has at the end of block b: a
// constant, or a local whose last assignment in b is a constant (or, with
// arrayLen, the length of an array: a lower bound).
func constAtEnd(b *Block, v Value, arrayLen func(Value) (int64, bool)) (int64, bool) {
	switch v := v.(type) {
	case *Const:
		if v.Typ == TInt {
			return v.Int, true
		}
	case *Var:
		if v.Typ != TInt {
			return 0, false
		}
		for i := len(b.Instrs) - 1; i >= 0; i-- {
			if b.Instrs[i].Def() == v {
				switch a := b.Instrs[i].(type) {
				case *Assign:
					if c, ok := a.Src.(*Const); ok && c.Typ == TInt {
						return c.Int, true
					}
					if src, ok := a.Src.(*Var); ok && src != v {
						return constAtEnd(&Block{Instrs: b.Instrs[:i]}, src, arrayLen)
					}
				case *ArrayLength:
					if arrayLen != nil {
						return arrayLen(a.Arr)
					}
				}
				return 0, false
			}
		}
	}
	return 0, false
}

// isLen reports whether v is, at the end of b, an array length.
func isLen(b *Block, v Value) bool {
	x, ok := v.(*Var)
	if !ok {
		return false
	}
	for i := len(b.Instrs) - 1; i >= 0; i-- {
		if b.Instrs[i].Def() == x {
			switch a := b.Instrs[i].(type) {
			case *ArrayLength:
				return true
			case *Assign:
				if src, ok := a.Src.(*Var); ok && src != x {
					return isLen(&Block{Instrs: b.Instrs[:i]}, src)
				}
			}
			return false
		}
	}
	return false
}

// SingleDef reports whether v holds one value for a whole invocation of f:
// a parameter never assigned, or a variable assigned exactly once and not a
// parameter.
func SingleDef(f *Function, v *Var) bool {
	defs := 0
	if v.Param {
		defs++
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Def() == v {
				defs++
			}
		}
	}
	return defs == 1
}
