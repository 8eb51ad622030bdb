package mhp

import (
	"fmt"
	"io"
	"strings"
)

// WriteDOT writes the PEG in Graphviz DOT: one cluster per thread, control
// edges solid, start/join edges dashed, notify → notified-entry edges
// dashed blue and the waiting → notified-entry edges dotted, as in the
// thesis's Figure 4.9; nodes inside a real monitor are shaded.
func (g *PEG) WriteDOT(w io.Writer) error {
	var sb strings.Builder
	sb.WriteString("digraph PEG {\n  node [shape=box, fontsize=10];\n")
	for _, t := range g.Threads {
		fmt.Fprintf(&sb, "  subgraph cluster_%d {\n    label=%q;\n", t.ID, t.String())
		for id := range t.Nodes.Elems {
			n := g.Nodes[id]
			m := "*"
			if n.Monitor != nil {
				m = n.Monitor.Name
			}
			label := fmt.Sprintf("(%s, %s, %s)", m, kindLabel(n), t)
			if p := n.Pos(); p != "" {
				label += "\\n" + p
			}
			style := ""
			if len(n.LockSet) > 0 {
				style = ", style=filled, fillcolor=lightgrey"
			}
			fmt.Fprintf(&sb, "    n%d [label=\"%s\"%s];\n", n.ID, strings.ReplaceAll(label, "\"", "'"), style)
		}
		sb.WriteString("  }\n")
	}
	for _, n := range g.Nodes {
		for _, s := range n.Succs {
			style := ""
			if n.Kind == Waiting && s.Kind == NotifiedEntry {
				style = " [style=dotted]"
			}
			fmt.Fprintf(&sb, "  n%d -> n%d%s;\n", n.ID, s.ID, style)
		}
		for _, s := range n.SyncSuccs {
			color := "black"
			if n.Kind == Notify || n.Kind == NotifyAll {
				color = "blue"
			}
			fmt.Fprintf(&sb, "  n%d -> n%d [style=dashed, color=%s];\n", n.ID, s.ID, color)
		}
	}
	sb.WriteString("}\n")
	_, err := io.WriteString(w, sb.String())
	return err
}

func kindLabel(n *Node) string {
	switch n.Kind {
	case Read, Write:
		return n.Kind.String() + "(" + n.FieldName() + ")"
	case Call:
		if s := n.Instr; s != nil {
			str := s.String()
			if i := strings.Index(str, "call "); i >= 0 {
				str = str[i+5:]
			}
			if i := strings.IndexByte(str, '('); i >= 0 {
				str = str[:i]
			}
			return "call(" + str[strings.LastIndexByte(str, ' ')+1:] + ")"
		}
	}
	return n.Kind.String()
}
