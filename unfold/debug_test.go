package unfold

import (
	"os"
	"testing"
	"time"

	"weft/explore"
)

func TestDebugJar(t *testing.T) {
	jar := os.Getenv("UF_JAR")
	if jar == "" {
		t.Skip()
	}
	p := &explore.Program{Jar: jar, ClassPath: []string{jar}, Args: splitArgs(os.Getenv("UF_ARGS"))}
	if err := p.Open(); err != nil {
		t.Fatal(err)
	}
	debugMissed = func(tg *event, sched []*event, exec *explore.Execution) {
		t.Logf("missed %v pre=%v", tg, condIDs(tg))
	}
	u := &Unfold{Contextual: os.Getenv("UF_CTX") != "", Exhaustive: true}
	x := explore.NewExplorer(p, explore.Budget{Timeout: 30 * time.Second, MaxSteps: 20_000_000})
	exec, err := u.Explore(x)
	t.Logf("err=%v bug=%v stats=%+v", err, exec != nil && exec.Bug != nil, u.Stats)
	if os.Getenv("UF_DUMP") != "" {
		for _, e := range u.net.events {
			t.Logf("%v pre=%v", e, condIDs(e))
		}
	}
}

func splitArgs(s string) []string {
	if s == "" {
		return nil
	}
	var out []string
	cur := ""
	for _, r := range s {
		if r == ' ' {
			out = append(out, cur)
			cur = ""
			continue
		}
		cur += string(r)
	}
	return append(out, cur)
}

func condIDs(e *event) []int {
	var ids []int
	e.conds(func(c *cond) { ids = append(ids, c.id) })
	return ids
}

func TestDebugFig(t *testing.T) {
	name := os.Getenv("UF_FIG")
	if name == "" {
		t.Skip()
	}
	p := compile(t, name)
	debugMissed = func(tg *event, sched []*event, exec *explore.Execution) {
		t.Logf("missed %v pre=%v vpre=%v sched=%v", tg, condIDs(tg), tg.vpre, sched)
		for _, e := range exec.Events {
			t.Logf("   run: t%d %v %v", e.Thread, e.Kind, e.Obj)
		}
	}
	u := &Unfold{}
	exploreAll(t, p, u)
	for _, e := range u.net.events {
		t.Logf("%v pre=%v", e, condIDs(e))
	}
}
