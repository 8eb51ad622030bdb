// WideLocals: a method with more than 255 local variable slots, so javac emits
// wide iload/istore/lload/lstore/dload/dstore/fload/fstore/aload/astore and wide iinc
// (also iinc with increments outside -128..127).
public class WideLocals {
    static long many(int seed) {
        int v0 = seed + 0, v1 = seed + 1, v2 = seed + 2, v3 = seed + 3, v4 = seed + 4, v5 = seed + 5, v6 = seed + 6, v7 = seed + 7;
        int v8 = seed + 8, v9 = seed + 9, v10 = seed + 10, v11 = seed + 11, v12 = seed + 12, v13 = seed + 13, v14 = seed + 14, v15 = seed + 15;
        int v16 = seed + 16, v17 = seed + 17, v18 = seed + 18, v19 = seed + 19, v20 = seed + 20, v21 = seed + 21, v22 = seed + 22, v23 = seed + 23;
        int v24 = seed + 24, v25 = seed + 25, v26 = seed + 26, v27 = seed + 27, v28 = seed + 28, v29 = seed + 29, v30 = seed + 30, v31 = seed + 31;
        int v32 = seed + 32, v33 = seed + 33, v34 = seed + 34, v35 = seed + 35, v36 = seed + 36, v37 = seed + 37, v38 = seed + 38, v39 = seed + 39;
        int v40 = seed + 40, v41 = seed + 41, v42 = seed + 42, v43 = seed + 43, v44 = seed + 44, v45 = seed + 45, v46 = seed + 46, v47 = seed + 47;
        int v48 = seed + 48, v49 = seed + 49, v50 = seed + 50, v51 = seed + 51, v52 = seed + 52, v53 = seed + 53, v54 = seed + 54, v55 = seed + 55;
        int v56 = seed + 56, v57 = seed + 57, v58 = seed + 58, v59 = seed + 59, v60 = seed + 60, v61 = seed + 61, v62 = seed + 62, v63 = seed + 63;
        int v64 = seed + 64, v65 = seed + 65, v66 = seed + 66, v67 = seed + 67, v68 = seed + 68, v69 = seed + 69, v70 = seed + 70, v71 = seed + 71;
        int v72 = seed + 72, v73 = seed + 73, v74 = seed + 74, v75 = seed + 75, v76 = seed + 76, v77 = seed + 77, v78 = seed + 78, v79 = seed + 79;
        int v80 = seed + 80, v81 = seed + 81, v82 = seed + 82, v83 = seed + 83, v84 = seed + 84, v85 = seed + 85, v86 = seed + 86, v87 = seed + 87;
        int v88 = seed + 88, v89 = seed + 89, v90 = seed + 90, v91 = seed + 91, v92 = seed + 92, v93 = seed + 93, v94 = seed + 94, v95 = seed + 95;
        int v96 = seed + 96, v97 = seed + 97, v98 = seed + 98, v99 = seed + 99, v100 = seed + 100, v101 = seed + 101, v102 = seed + 102, v103 = seed + 103;
        int v104 = seed + 104, v105 = seed + 105, v106 = seed + 106, v107 = seed + 107, v108 = seed + 108, v109 = seed + 109, v110 = seed + 110, v111 = seed + 111;
        int v112 = seed + 112, v113 = seed + 113, v114 = seed + 114, v115 = seed + 115, v116 = seed + 116, v117 = seed + 117, v118 = seed + 118, v119 = seed + 119;
        int v120 = seed + 120, v121 = seed + 121, v122 = seed + 122, v123 = seed + 123, v124 = seed + 124, v125 = seed + 125, v126 = seed + 126, v127 = seed + 127;
        int v128 = seed + 128, v129 = seed + 129, v130 = seed + 130, v131 = seed + 131, v132 = seed + 132, v133 = seed + 133, v134 = seed + 134, v135 = seed + 135;
        int v136 = seed + 136, v137 = seed + 137, v138 = seed + 138, v139 = seed + 139, v140 = seed + 140, v141 = seed + 141, v142 = seed + 142, v143 = seed + 143;
        int v144 = seed + 144, v145 = seed + 145, v146 = seed + 146, v147 = seed + 147, v148 = seed + 148, v149 = seed + 149, v150 = seed + 150, v151 = seed + 151;
        int v152 = seed + 152, v153 = seed + 153, v154 = seed + 154, v155 = seed + 155, v156 = seed + 156, v157 = seed + 157, v158 = seed + 158, v159 = seed + 159;
        int v160 = seed + 160, v161 = seed + 161, v162 = seed + 162, v163 = seed + 163, v164 = seed + 164, v165 = seed + 165, v166 = seed + 166, v167 = seed + 167;
        int v168 = seed + 168, v169 = seed + 169, v170 = seed + 170, v171 = seed + 171, v172 = seed + 172, v173 = seed + 173, v174 = seed + 174, v175 = seed + 175;
        int v176 = seed + 176, v177 = seed + 177, v178 = seed + 178, v179 = seed + 179, v180 = seed + 180, v181 = seed + 181, v182 = seed + 182, v183 = seed + 183;
        int v184 = seed + 184, v185 = seed + 185, v186 = seed + 186, v187 = seed + 187, v188 = seed + 188, v189 = seed + 189, v190 = seed + 190, v191 = seed + 191;
        int v192 = seed + 192, v193 = seed + 193, v194 = seed + 194, v195 = seed + 195, v196 = seed + 196, v197 = seed + 197, v198 = seed + 198, v199 = seed + 199;
        int v200 = seed + 200, v201 = seed + 201, v202 = seed + 202, v203 = seed + 203, v204 = seed + 204, v205 = seed + 205, v206 = seed + 206, v207 = seed + 207;
        int v208 = seed + 208, v209 = seed + 209, v210 = seed + 210, v211 = seed + 211, v212 = seed + 212, v213 = seed + 213, v214 = seed + 214, v215 = seed + 215;
        int v216 = seed + 216, v217 = seed + 217, v218 = seed + 218, v219 = seed + 219, v220 = seed + 220, v221 = seed + 221, v222 = seed + 222, v223 = seed + 223;
        int v224 = seed + 224, v225 = seed + 225, v226 = seed + 226, v227 = seed + 227, v228 = seed + 228, v229 = seed + 229, v230 = seed + 230, v231 = seed + 231;
        int v232 = seed + 232, v233 = seed + 233, v234 = seed + 234, v235 = seed + 235, v236 = seed + 236, v237 = seed + 237, v238 = seed + 238, v239 = seed + 239;
        int v240 = seed + 240, v241 = seed + 241, v242 = seed + 242, v243 = seed + 243, v244 = seed + 244, v245 = seed + 245, v246 = seed + 246, v247 = seed + 247;
        int v248 = seed + 248, v249 = seed + 249, v250 = seed + 250, v251 = seed + 251, v252 = seed + 252, v253 = seed + 253, v254 = seed + 254, v255 = seed + 255;
        int v256 = seed + 256, v257 = seed + 257, v258 = seed + 258, v259 = seed + 259, v260 = seed + 260, v261 = seed + 261, v262 = seed + 262, v263 = seed + 263;
        int v264 = seed + 264, v265 = seed + 265, v266 = seed + 266, v267 = seed + 267, v268 = seed + 268, v269 = seed + 269;
        long big1 = v1 * 1000000007L;
        double dd1 = v2 / 4.0;
        float ff1 = v3 / 8.0f;
        String ss1 = "s" + v268;
        v260 += 5;
        v261 += 1000;
        v262 -= 30000;
        v263++;
        v0 += 200;
        v1 -= 129;
        for (int k = 0; k < 3; k++) { v269 += 7; big1 += v269; dd1 *= 2; ff1 += 0.5f; ss1 = ss1 + k; }
        long sum = 0;
        sum += v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + v10 + v11;
        sum += v12 + v13 + v14 + v15 + v16 + v17 + v18 + v19 + v20 + v21 + v22 + v23;
        sum += v24 + v25 + v26 + v27 + v28 + v29 + v30 + v31 + v32 + v33 + v34 + v35;
        sum += v36 + v37 + v38 + v39 + v40 + v41 + v42 + v43 + v44 + v45 + v46 + v47;
        sum += v48 + v49 + v50 + v51 + v52 + v53 + v54 + v55 + v56 + v57 + v58 + v59;
        sum += v60 + v61 + v62 + v63 + v64 + v65 + v66 + v67 + v68 + v69 + v70 + v71;
        sum += v72 + v73 + v74 + v75 + v76 + v77 + v78 + v79 + v80 + v81 + v82 + v83;
        sum += v84 + v85 + v86 + v87 + v88 + v89 + v90 + v91 + v92 + v93 + v94 + v95;
        sum += v96 + v97 + v98 + v99 + v100 + v101 + v102 + v103 + v104 + v105 + v106 + v107;
        sum += v108 + v109 + v110 + v111 + v112 + v113 + v114 + v115 + v116 + v117 + v118 + v119;
        sum += v120 + v121 + v122 + v123 + v124 + v125 + v126 + v127 + v128 + v129 + v130 + v131;
        sum += v132 + v133 + v134 + v135 + v136 + v137 + v138 + v139 + v140 + v141 + v142 + v143;
        sum += v144 + v145 + v146 + v147 + v148 + v149 + v150 + v151 + v152 + v153 + v154 + v155;
        sum += v156 + v157 + v158 + v159 + v160 + v161 + v162 + v163 + v164 + v165 + v166 + v167;
        sum += v168 + v169 + v170 + v171 + v172 + v173 + v174 + v175 + v176 + v177 + v178 + v179;
        sum += v180 + v181 + v182 + v183 + v184 + v185 + v186 + v187 + v188 + v189 + v190 + v191;
        sum += v192 + v193 + v194 + v195 + v196 + v197 + v198 + v199 + v200 + v201 + v202 + v203;
        sum += v204 + v205 + v206 + v207 + v208 + v209 + v210 + v211 + v212 + v213 + v214 + v215;
        sum += v216 + v217 + v218 + v219 + v220 + v221 + v222 + v223 + v224 + v225 + v226 + v227;
        sum += v228 + v229 + v230 + v231 + v232 + v233 + v234 + v235 + v236 + v237 + v238 + v239;
        sum += v240 + v241 + v242 + v243 + v244 + v245 + v246 + v247 + v248 + v249 + v250 + v251;
        sum += v252 + v253 + v254 + v255 + v256 + v257 + v258 + v259 + v260 + v261 + v262 + v263;
        sum += v264 + v265 + v266 + v267 + v268 + v269;
        System.out.println("v0=" + v0 + " v1=" + v1 + " v260=" + v260 + " v261=" + v261 + " v262=" + v262 + " v263=" + v263 + " v269=" + v269);
        System.out.println("big1=" + big1 + " dd1=" + dd1 + " ff1=" + ff1 + " ss1=" + ss1);
        return sum;
    }
    public static void main(String[] args) {
        System.out.println("sum(0)=" + many(0));
        System.out.println("sum(10)=" + many(10));
        System.out.println("sum(-1000)=" + many(-1000));
    }
}
