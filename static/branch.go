package static

// DecidedBranch returns the successor that control surely takes when it
// flows from pred into succ, if succ does nothing but test a local that
// pred has just set to a constant against a constant: the first test of a
// counted loop such as for (i = 0; i < 4; i++). It returns nil when the
// branch is not decided. Package mhp uses it so that a loop that joins its
// threads cannot be skipped on a zero-trip path that does not exist.
func DecidedBranch(pred, succ *Block) *Block {
	if len(succ.Instrs) != 1 || len(succ.Succs) != 2 {
		return nil
	}
	br, ok := succ.Instrs[0].(*If)
	if !ok {
		return nil
	}
	x, okx := constAtEnd(pred, br.X)
	y, oky := constAtEnd(pred, br.Y)
	if !okx || !oky {
		return nil
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

// constAtEnd returns the int value v surely has at the end of block b: a
// constant, or a local whose last assignment in b is a constant.
func constAtEnd(b *Block, v Value) (int64, bool) {
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
				if a, ok := b.Instrs[i].(*Assign); ok {
					if c, ok := a.Src.(*Const); ok && c.Typ == TInt {
						return c.Int, true
					}
				}
				return 0, false
			}
		}
	}
	return 0, false
}
