// z3shim.h: small C helpers around the Z3 C API, shared by the cgo files of
// package smt. Each helper does in one cgo call what would otherwise take
// several: it builds a term and takes a reference on it (Z3_inc_ref), so the
// Go side never holds a Z3_ast that it does not own.
//
// Contexts are made with Z3_mk_context_rc, so every AST, solver, model and
// parameter set is reference counted; an object returned by the Z3 API with
// no reference taken is only guaranteed to live until the next API call.

#ifndef WEFT_Z3SHIM_H
#define WEFT_Z3SHIM_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <z3.h> // If this fails: sudo apt-get install -y libz3-dev

// The error handler does nothing: a failing API call then returns its zero
// value (NULL, Z3_L_UNDEF, false), and the Go side reads Z3_get_error_code.
static void weft_noop_error_handler(Z3_context c, Z3_error_code e) {
	(void)c;
	(void)e;
}

static Z3_context weft_mk_context(void) {
	Z3_config cfg = Z3_mk_config();
	if (!cfg) return NULL;
	Z3_set_param_value(cfg, "model", "true");
	Z3_context c = Z3_mk_context_rc(cfg);
	Z3_del_config(cfg);
	if (c) Z3_set_error_handler(c, weft_noop_error_handler);
	return c;
}

static Z3_ast weft_keep(Z3_context c, Z3_ast a) {
	if (a) Z3_inc_ref(c, a);
	return a;
}

static Z3_sort weft_bv_sort(Z3_context c, unsigned w) {
	return w == 0 ? Z3_mk_bool_sort(c) : Z3_mk_bv_sort(c, w);
}

// weft_const makes the variable name of width w (w == 0: Boolean).
static Z3_ast weft_const(Z3_context c, const char *name, unsigned w) {
	Z3_symbol sym = Z3_mk_string_symbol(c, name);
	Z3_sort s = weft_bv_sort(c, w);
	if (!s) return NULL;
	return weft_keep(c, Z3_mk_const(c, sym, s));
}

// weft_num makes the w-bit constant with bit pattern v (already masked).
static Z3_ast weft_num(Z3_context c, uint64_t v, unsigned w) {
	Z3_sort s = Z3_mk_bv_sort(c, w);
	if (!s) return NULL;
	return weft_keep(c, Z3_mk_unsigned_int64(c, v, s));
}

static Z3_ast weft_bool(Z3_context c, int b) {
	return weft_keep(c, b ? Z3_mk_true(c) : Z3_mk_false(c));
}

enum {
	WEFT_ADD, WEFT_SUB, WEFT_MUL, WEFT_SDIV, WEFT_SREM, WEFT_UDIV, WEFT_UREM,
	WEFT_SHL, WEFT_ASHR, WEFT_LSHR, WEFT_BVAND, WEFT_BVOR, WEFT_BVXOR,
	WEFT_EQ, WEFT_SLT, WEFT_SLE, WEFT_SGT, WEFT_SGE,
	WEFT_ULT, WEFT_ULE, WEFT_UGT, WEFT_UGE,
	WEFT_IMPLIES, WEFT_IFF, WEFT_XOR, WEFT_CONCAT
};

static Z3_ast weft_bin(Z3_context c, int op, Z3_ast a, Z3_ast b) {
	Z3_ast r = NULL;
	switch (op) {
	case WEFT_ADD: r = Z3_mk_bvadd(c, a, b); break;
	case WEFT_SUB: r = Z3_mk_bvsub(c, a, b); break;
	case WEFT_MUL: r = Z3_mk_bvmul(c, a, b); break;
	case WEFT_SDIV: r = Z3_mk_bvsdiv(c, a, b); break;
	case WEFT_SREM: r = Z3_mk_bvsrem(c, a, b); break;
	case WEFT_UDIV: r = Z3_mk_bvudiv(c, a, b); break;
	case WEFT_UREM: r = Z3_mk_bvurem(c, a, b); break;
	case WEFT_SHL: r = Z3_mk_bvshl(c, a, b); break;
	case WEFT_ASHR: r = Z3_mk_bvashr(c, a, b); break;
	case WEFT_LSHR: r = Z3_mk_bvlshr(c, a, b); break;
	case WEFT_BVAND: r = Z3_mk_bvand(c, a, b); break;
	case WEFT_BVOR: r = Z3_mk_bvor(c, a, b); break;
	case WEFT_BVXOR: r = Z3_mk_bvxor(c, a, b); break;
	case WEFT_EQ: r = Z3_mk_eq(c, a, b); break;
	case WEFT_SLT: r = Z3_mk_bvslt(c, a, b); break;
	case WEFT_SLE: r = Z3_mk_bvsle(c, a, b); break;
	case WEFT_SGT: r = Z3_mk_bvsgt(c, a, b); break;
	case WEFT_SGE: r = Z3_mk_bvsge(c, a, b); break;
	case WEFT_ULT: r = Z3_mk_bvult(c, a, b); break;
	case WEFT_ULE: r = Z3_mk_bvule(c, a, b); break;
	case WEFT_UGT: r = Z3_mk_bvugt(c, a, b); break;
	case WEFT_UGE: r = Z3_mk_bvuge(c, a, b); break;
	case WEFT_IMPLIES: r = Z3_mk_implies(c, a, b); break;
	case WEFT_IFF: r = Z3_mk_iff(c, a, b); break;
	case WEFT_XOR: r = Z3_mk_xor(c, a, b); break;
	case WEFT_CONCAT: r = Z3_mk_concat(c, a, b); break;
	}
	return weft_keep(c, r);
}

enum { WEFT_NEG, WEFT_BVNOT, WEFT_NOT, WEFT_SIMPLIFY };

static Z3_ast weft_un(Z3_context c, int op, Z3_ast a) {
	Z3_ast r = NULL;
	switch (op) {
	case WEFT_NEG: r = Z3_mk_bvneg(c, a); break;
	case WEFT_BVNOT: r = Z3_mk_bvnot(c, a); break;
	case WEFT_NOT: r = Z3_mk_not(c, a); break;
	case WEFT_SIMPLIFY: r = Z3_simplify(c, a); break;
	}
	return weft_keep(c, r);
}

enum { WEFT_EXTRACT, WEFT_SIGN_EXT, WEFT_ZERO_EXT };

static Z3_ast weft_ext(Z3_context c, int op, unsigned i, unsigned j, Z3_ast a) {
	Z3_ast r = NULL;
	switch (op) {
	case WEFT_EXTRACT: r = Z3_mk_extract(c, i, j, a); break;
	case WEFT_SIGN_EXT: r = Z3_mk_sign_ext(c, i, a); break;
	case WEFT_ZERO_EXT: r = Z3_mk_zero_ext(c, i, a); break;
	}
	return weft_keep(c, r);
}

static Z3_ast weft_ite(Z3_context c, Z3_ast cond, Z3_ast a, Z3_ast b) {
	return weft_keep(c, Z3_mk_ite(c, cond, a, b));
}

static Z3_ast weft_nary(Z3_context c, int isOr, unsigned n, const Z3_ast *args) {
	return weft_keep(c, isOr ? Z3_mk_or(c, n, args) : Z3_mk_and(c, n, args));
}

// weft_jshift builds a Java shift: the count s (ws bits) is masked to
// its low log2(wa) bits, then resized to the width wa of the value a.
// Every intermediate term is referenced while it is in use.
static Z3_ast weft_jshift(Z3_context c, int op, Z3_ast a, unsigned wa, Z3_ast s, unsigned ws) {
	Z3_ast mask = weft_num(c, (uint64_t)(wa - 1), ws);
	if (!mask) return NULL;
	Z3_ast cnt = weft_bin(c, WEFT_BVAND, s, mask);
	Z3_dec_ref(c, mask);
	if (!cnt) return NULL;
	if (ws < wa) {
		Z3_ast t = weft_ext(c, WEFT_ZERO_EXT, wa - ws, 0, cnt);
		Z3_dec_ref(c, cnt);
		cnt = t;
	} else if (ws > wa) {
		Z3_ast t = weft_ext(c, WEFT_EXTRACT, wa - 1, 0, cnt);
		Z3_dec_ref(c, cnt);
		cnt = t;
	}
	if (!cnt) return NULL;
	Z3_ast r = weft_bin(c, op, a, cnt);
	Z3_dec_ref(c, cnt);
	return r;
}

// weft_eval_bv evaluates a in m with model completion and stores its bit
// pattern in *out. It returns 0 on success.
static int weft_eval_bv(Z3_context c, Z3_model m, Z3_ast a, uint64_t *out) {
	Z3_ast v = NULL;
	if (!Z3_model_eval(c, m, a, true, &v) || !v) return 1;
	Z3_inc_ref(c, v);
	int rc = Z3_get_numeral_uint64(c, v, out) ? 0 : 2;
	Z3_dec_ref(c, v);
	return rc;
}

// weft_eval_bool evaluates a in m with model completion: 1 true, 0 false,
// -1 if the value is not a Boolean constant or evaluation failed.
static int weft_eval_bool(Z3_context c, Z3_model m, Z3_ast a) {
	Z3_ast v = NULL;
	if (!Z3_model_eval(c, m, a, true, &v) || !v) return -1;
	Z3_inc_ref(c, v);
	Z3_lbool b = Z3_get_bool_value(c, v);
	Z3_dec_ref(c, v);
	return b == Z3_L_TRUE ? 1 : b == Z3_L_FALSE ? 0 : -1;
}

// weft_model_const reads the i-th constant of m: its name (copied with
// malloc, to be freed by the caller), its width (0 for Booleans) and value.
// It returns 0 on success, 1 if the constant is neither a bit-vector nor a
// Boolean constant (it is then skipped), 2 on error.
static int weft_model_const(Z3_context c, Z3_model m, unsigned i, char **name, unsigned *w, uint64_t *val) {
	Z3_func_decl d = Z3_model_get_const_decl(c, m, i);
	if (!d) return 2;
	Z3_inc_ref(c, Z3_func_decl_to_ast(c, d));
	int rc = 1;
	Z3_ast v = Z3_model_get_const_interp(c, m, d);
	if (v) {
		Z3_inc_ref(c, v);
		Z3_sort s = Z3_get_sort(c, v);
		Z3_sort_kind k = s ? Z3_get_sort_kind(c, s) : Z3_UNKNOWN_SORT;
		if (k == Z3_BV_SORT) {
			*w = Z3_get_bv_sort_size(c, s);
			if (*w <= 64 && Z3_get_numeral_uint64(c, v, val)) rc = 0;
		} else if (k == Z3_BOOL_SORT) {
			Z3_lbool b = Z3_get_bool_value(c, v);
			*w = 0;
			*val = b == Z3_L_TRUE;
			if (b != Z3_L_UNDEF) rc = 0;
		}
		Z3_dec_ref(c, v);
	}
	if (rc == 0) {
		Z3_string n = Z3_get_symbol_string(c, Z3_get_decl_name(c, d));
		*name = n ? strdup(n) : NULL;
		if (!*name) rc = 2;
	}
	Z3_dec_ref(c, Z3_func_decl_to_ast(c, d));
	return rc;
}

// weft_solver makes a solver with a reference taken: Z3's SMT kernel with
// its automatic configuration. Measured on path constraints (smt/bench_test.go
// and the division tests), it is as fast as the alternatives on a fresh
// solver and incrementally, and it has the least setup cost: Z3_mk_solver
// spends milliseconds on tactic probes before every non-incremental check,
// and the QF_BV logic solver is slow incrementally (tens of milliseconds
// per check where this one takes microseconds).
static Z3_solver weft_solver(Z3_context c) {
	Z3_solver s = Z3_mk_simple_solver(c);
	if (s) Z3_solver_inc_ref(c, s);
	return s;
}

// weft_solver_param sets the solver's unsigned parameter name: "timeout"
// (milliseconds; UINT_MAX means none) or "rlimit" (a bound on Z3's
// resource count per check, 0: none; deterministic where a timeout
// depends on the machine). It returns 0 on success.
static int weft_solver_param(Z3_context c, Z3_solver s, const char *name, unsigned v) {
	Z3_params p = Z3_mk_params(c);
	if (!p) return 1;
	Z3_params_inc_ref(c, p);
	Z3_params_set_uint(c, p, Z3_mk_string_symbol(c, name), v);
	Z3_solver_set_params(c, s, p);
	int rc = Z3_get_error_code(c) != Z3_OK;
	Z3_params_dec_ref(c, p);
	return rc;
}

static Z3_model weft_solver_model(Z3_context c, Z3_solver s) {
	Z3_model m = Z3_solver_get_model(c, s);
	if (m) Z3_model_inc_ref(c, m);
	return m;
}

// weft_unsat_core marks in core[i] (0 or 1) whether as[i], one of the n
// assumptions of the solver's last check, is in its unsatisfiable core.
// It returns 0 on success.
static int weft_unsat_core(Z3_context c, Z3_solver s, unsigned n, const Z3_ast *as, char *core) {
	Z3_ast_vector v = Z3_solver_get_unsat_core(c, s);
	if (!v) return 1;
	Z3_ast_vector_inc_ref(c, v);
	memset(core, 0, n);
	unsigned m = Z3_ast_vector_size(c, v);
	for (unsigned j = 0; j < m; j++) {
		Z3_ast a = Z3_ast_vector_get(c, v, j);
		for (unsigned i = 0; i < n; i++) {
			if (as[i] == a) core[i] = 1;
		}
	}
	Z3_ast_vector_dec_ref(c, v);
	return Z3_get_error_code(c) != Z3_OK;
}

#endif
