package static

import (
	"fmt"
	"io"
	"strings"
)

// WriteTo prints f in the IR's textual form: one block per paragraph with
// its predecessors, exception handlers and entry stack, one instruction per
// line prefixed with its bytecode offset and followed by its source line.
func (f *Function) WriteTo(w io.Writer) (int64, error) {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s", f.Name())
	var ps []string
	for _, p := range f.Params {
		ps = append(ps, p.Name+":"+p.Typ.String())
	}
	fmt.Fprintf(&sb, " (%s)\n", strings.Join(ps, ", "))
	for _, b := range f.Blocks {
		fmt.Fprintf(&sb, "%s:", b)
		if len(b.Preds) > 0 {
			fmt.Fprintf(&sb, " preds %s", blockList(b.Preds))
		}
		if len(b.Handlers) > 0 {
			fmt.Fprintf(&sb, " handlers %s", blockList(b.Handlers))
		}
		if len(b.EntryStack) > 0 {
			var vs []string
			for _, v := range b.EntryStack {
				vs = append(vs, v.Name)
			}
			fmt.Fprintf(&sb, " stack [%s]", strings.Join(vs, " "))
		}
		sb.WriteByte('\n')
		last := ""
		for _, in := range b.Instrs {
			pos := f.SourcePos(in.PC())
			note := ""
			if pos != last {
				note = "  // " + pos
				last = pos
			}
			fmt.Fprintf(&sb, "  %4d  %s%s\n", in.PC(), in, note)
		}
	}
	n, err := io.WriteString(w, sb.String())
	return int64(n), err
}

// String returns the printed form of f.
func (f *Function) String() string {
	var sb strings.Builder
	f.WriteTo(&sb)
	return sb.String()
}

func blockList(bs []*Block) string {
	var s []string
	for _, b := range bs {
		s = append(s, b.String())
	}
	return strings.Join(s, " ")
}
