# ruff: noqa: RUF001  (Spanish text: the en dash of the levels and the angle quote of a link)
"""Spanish: every text of every table, the rules assistant's grammar, and the engine's
reasons for an illegal move.

The terms, kept throughout: *piedra* (stone), *punto* (point), *jugada* (move), *raíz /
raíces* (a Tanbo root), *bloqueada* (bounded: no room left to grow), *retirar* (remove),
*capturar* (capture), *flanquear* (flank), *convertir* (convert), *pasar* (pass),
*empate* (draw), *cinco en línea* (five in a row), *partida* (one game), *problema*
(puzzle), *puntuación* (rating). The sides are *las Negras* and *las Blancas* (as in
chess writing); the reader is addressed as *tú*.
"""

from __future__ import annotations

from tanbo.ui.language import Language, one_other

_COLOURS = {
    "black": ("negra", "Negras"),
    "white": ("blanca", "Blancas"),
    "neutral": ("neutral", "Neutrales"),
}

TOKENS: dict[str, dict[str, str]] = {
    **{
        colour: {
            "": adj,  # una piedra negra, una raíz blanca (both feminine)
            "adj_pl": side.lower(),  # piedras negras
            "side": f"Las {side}",  # at the start of a sentence
            "side_l": f"las {side}",  # within one
            "poss": f"de las {side}",  # la última raíz de las Negras
        }
        for colour, (adj, side) in _COLOURS.items()
    },
    "across": {"": "en horizontal"},
    "up and down": {"": "en vertical"},
    "diagonal": {"": "en diagonal"},
}
"""The rules assistant's words for the colours and directions, by form."""

NOUNS: dict[str, tuple[str, ...]] = {
    "stone": ("piedra", "piedras"),
    "stone.gen": ("piedra", "piedras"),
    "root": ("raíz", "raíces"),
    "root.gen": ("raíz", "raíces"),
}
"""Counted nouns (one, other)."""

_KEYS_COMMON = (
    "flechas: mover el cursor, Enter/Espacio: jugar, U o Ctrl+Z: deshacer, "
    "Ctrl+Y: rehacer, N: nueva partida"
)

SHARED: dict[str, str] = {
    "title": "Tanbo",
    "subtitle": "el juego de raíces que crecen, de Mark Steere",
    "black": "Negras",
    "white": "Blancas",
    "to_move": "Turno: {side}",
    "wins": "Ganan las {side}",
    "stones": "piedras {n}",
    "roots": "raíces {n}",
    "thinking": "pensando",
    "hint_searching": "El ordenador busca una pista…",
    "win_rate": "{side}: {p} de ganar",
    "moves": "Jugadas",
    "ply_of": "jugada {ply} de {total}",
    "review": "Repaso: jugada {ply} de {total}",
    "review_hint": "End o >| vuelve a la partida.",
    "review_paused": "El ordenador espera mientras repasas. End o >| vuelve a la partida.",
    "btn.undo": "Deshacer",
    "btn.redo": "Rehacer",
    "btn.new": "Nueva partida",
    "btn.rules": "Reglas",
    "btn.hints": "Pistas",
    "btn.danger": "Peligro",
    "btn.sound": "Sonido",
    "btn.start": "Empezar",
    "btn.continue": "Continuar",
    "btn.export_short": "Exportar",
    "btn.import_short": "Importar",
    "btn.review": "Repasar",
    "btn.analyse": "Analizar",
    "btn.analyse_stop": "Parar",
    "analysis.depth.quick": "Rápido ¼ s",
    "analysis.depth.deep": "A fondo 1 s",
    "analysis.nothing": "Aún no hay jugadas que analizar.",
    "analysis.bad": "No se pudo leer el análisis guardado con la partida y se ha omitido: "
    "{error}",
    "analysis.running": "El ordenador analiza la partida: {p}",
    "analysis.chance": "{side}: {p} de ganar",
    "analysis.forced": "Las {side} ganan por fuerza",
    "analysis.best": "mejor {move}",
    "analysis.judged.good": "{move}: buena jugada (pierde {loss})",
    "analysis.judged.inaccuracy": "{move} ?! imprecisión: pierde {loss}; lo mejor era {best}",
    "analysis.judged.mistake": "{move} ? error: pierde {loss}; lo mejor era {best}",
    "analysis.judged.blunder": "{move} ?? error grave: pierde {loss}; lo mejor era {best}",
    "analysis.judged.missed_win": "{move} ?? error grave: deja escapar una victoria forzada "
    "({best})",
    "analysis.judged.allowed_loss": "{move} ?? error grave: permite una derrota forzada; "
    "lo mejor era {best}",
    "analysis.summary": "{side}: {i} ?!, {m} ?, {b} ??",
    "btn.back": "Volver",
    "btn.replace": "Reemplazarla",
    "btn.keep": "Seguir jugando",
    "confirm.new": "¿Empezar una partida nueva? Se pierde la partida sin terminar "
    "(jugadas hechas: {n}).",
    "confirm.import": "¿Cargar el registro? Reemplaza la partida sin terminar "
    "(jugadas hechas: {n}).",
    "confirm.link": "¿Abrir la partida del enlace? Reemplaza la partida sin terminar "
    "(jugadas hechas: {n}).",
    "btn.share": "Compartir",
    "btn.by_link": "Jugar por enlace",
    "menu.by_link": "Juega con un amigo por enlace: haz tu jugada, pulsa Compartir y envía "
    "el enlace; tu amigo lo abre, responde y te devuelve el enlace nuevo.",
    "link.opened": "Partida abierta desde el enlace (jugadas hechas: {n}).",
    "link.bad": "No es un enlace de partida válido: {error}",
    "link.same": "Ese enlace es la partida que ya está en el tablero.",
    "link.no_view": "Esta versión del juego no puede mostrar partidas de {game}; el enlace "
    "está bien, pero no se ha cambiado nada.",
    "link.prompt": "Copia este enlace y envíaselo a tu amigo:",
    "link.copied": "Enlace copiado: pégaselo a tu amigo (chat, correo).",
    "link.shown": "Copia el enlace que se muestra y envíaselo a tu amigo.",
    "link.copied_local": "Enlace copiado: envíaselo a tu amigo, que lo abre en este juego "
    "con Ctrl+V.",
    "link.copy_failed": "No se pudo usar el portapapeles; el enlace aparece en la terminal.",
    "link.note.start": "Partida por enlace: haz tu jugada, pulsa Compartir (S) y envía el "
    "enlace a tu amigo.",
    "link.note.opened": "La partida del enlace: haz tu jugada, pulsa Compartir (S) y "
    "devuelve el enlace.",
    "link.note.moved": "Ahora pulsa Compartir (S) y envía el enlace a tu amigo.",
    "link.note.shared": "Enlace compartido. Cuando tu amigo responda, abre el enlace que "
    "te envíe.",
    "link.note.over": "La partida ha terminado: pulsa Compartir (S) para que tu amigo vea "
    "el final.",
    "menu.title": "Nueva partida",
    "menu.size": "Tamaño del tablero",
    "menu.setup": "Disposición",
    "menu.black": "Juega con negras",
    "menu.white": "Juega con blancas",
    "menu.keys": f"Teclas: {_KEYS_COMMON}, H: pistas, D: peligro, M: sonido, L: idioma, "
    "RePág/AvPág/Inicio/Fin: repasar, A: analizar, V: mejor línea, S: compartir el enlace, "
    "Ctrl+S: exportar, Ctrl+V: importar (un registro o un enlace), Esc: inicio",
    "menu.keys_web": f"Teclas: {_KEYS_COMMON}, H: pistas, D: peligro, M: sonido, "
    "L: idioma, RePág/AvPág/Inicio/Fin: repasar, A: analizar, V: mejor línea, "
    "S: compartir el enlace, Esc: inicio",
    "setup.dense": "densa (2026)",
    "setup.classic": "clásica (1993)",
    "player.human": "Humano",
    "player.random": "Ordenador (al azar)",
    "player.level1": "Nivel 1 (principiante)",
    "player.level2": "Nivel 2 (aficionado)",
    "player.level3": "Nivel 3 (de club)",
    "player.level4": "Nivel 4 (experto)",
    "player.level5": "Nivel 5 (maestro)",
    "over.title": "Ganan las {side}",
    "over.moves": "jugadas hechas: {n}",
    "over.reason.last_root_taken": "Las {winner} retiraron la última raíz de las {loser}.",
    "over.reason.own_last_root": "Las {loser} retiraron su propia última raíz.",
    "over.reason.no_stones": "Las {loser} no tienen piedras.",
    "over.reason.no_move": "Las {loser} no pueden jugar.",
    "over.reason.agreement": "Empate de mutuo acuerdo.",
    "illegal": "{point}: {reason}",
    "self_removal": "{point} bloquearía su propia raíz: se retira",
    "captures": "{point} retira {n:piedra|piedras}",
    "save_bad": "No se pudo leer la partida guardada; se conserva como {path} (ver Inicio) "
    "y se ha empezado una nueva. Motivo: {error}",
    "save_newer": "La partida guardada es de una versión más reciente de la aplicación: se "
    "conserva como {path} (ver Inicio) y se ha empezado una nueva.",
    "save_stuck": "La partida guardada no se pudo leer ni apartar, así que esta partida no "
    "se guardará sobre {path}. Motivo: {error}",
    "settings_bad": "No se pudieron leer los ajustes; se usan los predeterminados. "
    "Motivo: {error}",
    "btn.unreadable": "Partida ilegible…",
    "aside.question": "Se conserva una partida guardada que no se pudo leer: {path}",
    "btn.import_it": "Cargarla",
    "btn.delete_it": "Borrarla…",
    "btn.close": "Cerrar",
    "btn.more": "Más…",
    "btn.figures": "Figuras",
    "btn.rules_text": "Reglas",
    "confirm.aside_delete": "¿Borrar {path} para siempre? No se puede deshacer.",
    "btn.delete": "Borrar",
    "btn.keep_it": "Conservarla",
    "aside.deleted": "Borrado: {path}.",
    "aside.delete_failed": "No se pudo borrar {path}: {error}",
    "exported": "Registro guardado en {path}",
    "exported_web": "El registro se muestra para copiarlo.",
    "imported": "Registro cargado (jugadas: {n}).",
    "import_bad": "No es un registro válido: {error}",
    "import_none": "Nada que importar: pega un registro (Ctrl+V), suelta un archivo o "
    "pon uno en {path}",
    "import_none_web": "Nada que importar: pega un registro en el recuadro.",
    "import_prompt": "Pega un registro de Tanbo:",
    "export_prompt": "Copia este registro de Tanbo:",
    "reviewing": "Es una posición anterior: solo se juega en la posición actual.",
    "not_your_turn": "Le toca al ordenador.",
    "no_sound": "No hay dispositivo de audio: el juego sigue sin sonido.",
    "rules.title": "Reglas del Tanbo",
    "rules.fig0": "El tablero: la disposición densa de 7x7 (2026). Empiezan las Negras.",
    "rules.fig1": "Colocación: las Blancas pueden jugar en los puntos marcados (tocan "
    "exactamente una piedra blanca); las cruces rojas no son legales.",
    "rules.fig2": "Caso 1: la jugada marcada bloquea su propia raíz, así que solo esa raíz "
    "se retira, piedra nueva incluida.",
    "rules.fig3": "Caso 2: la jugada deja a su raíz un punto de crecimiento y bloquea otras "
    "dos raíces: se retiran ambas.",
    "rules.fig4": "Caso 3: la jugada bloquea su propia raíz y otra más: solo se retira la "
    "suya; la otra se queda (anillo ámbar).",
    "version": "versión {v}",
    "btn.pass": "Pasar",
    "move.pass": "pase",
    "no_pass": "En este juego no se puede pasar: cada turno se coloca una piedra.",
    "btn.offer_draw": "Ofrecer empate",
    "draw": "Empate",
    "over.draw": "Empate",
    "draw.offered": "Las {side} ofrecen empate",
    "draw.question": "Las {side}, ¿aceptan el empate?",
    "draw.judging": "El ordenador sopesa la oferta…",
    "draw.accepted": "Empate acordado.",
    "draw.declined": "Empate rechazado: la partida sigue.",
    "draw.pending": "Responde primero a la oferta de empate.",
    "draw.accept": "Aceptar",
    "draw.decline": "Rechazar",
    "rules.legend": "En las figuras",
    "rules.mark_move": "la jugada (punto rojo)",
    "rules.mark_removed": "retirada por la jugada (en rojo)",
    "rules.mark_kept": "bloqueada un instante, pero se queda (anillo ámbar)",
    "rules.mark_hint": "una colocación legal (Pistas: punto pequeño)",
}
"""The shared texts (``tanbo/ui/i18n.py``)."""

INPUT: dict[str, str] = {
    "btn.one_tap": "Jugar con un toque",
    "input.play.click": "Haz clic en un punto para jugar.",
    "input.play.tap": "Toca un punto para jugar.",
    "input.play.preview": "Toca un punto para ver la jugada; tócalo otra vez para jugar.",
    "input.play.key": "Las flechas mueven el cursor; Enter juega.",
    "input.confirm": "Toca {point} otra vez para jugar ahí, u otro punto para mirar allí.",
    "input.ask.click": "¿Por qué?: haz clic en un punto para preguntar por una jugada ahí.",
    "input.ask.tap": "¿Por qué?: toca un punto para preguntar por una jugada ahí.",
    "input.ask.key": "¿Por qué?: las flechas mueven el cursor; Enter pregunta por el punto.",
    "input.why_off.click": "¿Por qué? desactivado: un clic vuelve a jugar.",
    "input.why_off.tap": "¿Por qué? desactivado: un toque vuelve a jugar.",
    "btn.ponder": "Pensar en mi turno",
    "ponder.on": "Pensar en mi turno: sí. Los niveles 4–5 piensan mientras piensas tú: "
    "usan el procesador en tu turno y gastan la batería del móvil.",
    "ponder.off": "Pensar en mi turno: no. Los niveles 4–5 piensan solo en su turno "
    "(ahorra batería del móvil).",
}
"""The board's input model and thinking on the person's time (``input_strings.py``)."""

HOME: dict[str, str] = {
    "btn.home": "Inicio",
    "btn.first_game": "Jugar una primera partida contra el nivel 1",
    "btn.first_game_short": "Jugar nivel 1",
    "home.continue": "Continuar",
    "home.move": "jugada {n}",
    "home.new": "Nueva partida",
    "home.daily": "Problema del día",
    "home.daily_todo": "racha {n} · el problema de hoy te espera",
    "home.course": "{done} de {total} lecciones hechas",
    "home.daily_done": "racha {n} · problema de hoy resuelto",
    "home.stats": "Estadísticas",
    "home.rating": "puntuación {rating} ± {rd}",
    "home.unrated": "aún no hay partidas puntuadas",
    "home.rules": "Reglas",
    "home.rules_detail": "Cómo se juega al {game}",
}
"""Home (``home_text.py``)."""

WHY: dict[str, str] = {
    "why.legal": "{move}: jugada legal para {side}.",
    "why.illegal": "{move}: jugada no legal para {side}.",
    "why.happened": "{move}: la jugaron {side}.",
    "btn.why": "¿Por qué?",
    "why.on": "{label}: activado",
    "btn.happened": "¿Qué pasó?",
    "why.title": "¿Por qué? {move}",
    "why.title_happened": "¿Qué pasó? {move}",
    "why.asked": "jugada {n}",
    "why.before": "El tablero muestra la posición antes de esta jugada.",
    "why.rule": "Reglas {n}: {title} ›",
    "why.earlier": "Todas las preguntas ({n})",
    "why.answer": "La respuesta",
    "why.list_title": "Preguntas hechas en esta partida",
    "why.item_legal": "jugada {n} · ¿Por qué? {move}: legal",
    "why.item_illegal": "jugada {n} · ¿Por qué? {move}: no legal",
    "why.item_happened": "jugada {n} · ¿Qué pasó? {move}",
    "why.more": "… y {n} anteriores",
    "why.no_move": "Aún no se ha hecho ninguna jugada.",
    "why.side.1": "las Negras",
    "why.side.2": "las Blancas",
}
"""The rules assistant's verdicts and sheet (``tanbo/ui/reasons.py``)."""

TANBO: dict[str, str] = {
    "tanbo.reason.game_over": "La partida ha terminado: ganaron {winner:side_l}.",
    "tanbo.reason.occupied": "{point} está ocupado por una piedra {stone}: una piedra va en "
    "un punto vacío.",
    "tanbo.reason.touches_none": "No toca ninguna piedra {colour}: una piedra debe tocar "
    "exactamente una piedra de su color.",
    "tanbo.reason.touches_several": "Toca {count} piedras {colour:adj_pl} ({stones}) de "
    "{roots:root}: una piedra debe tocar exactamente una.",
    "tanbo.reason.grows_root": "{it:La jugada} toca exactamente una piedra {colour}, "
    "{stone}: hace crecer esa raíz ({size:stone}: {root}).",
    "tanbo.reason.bounds_own_root": "{it:La jugada} bloquea su propia raíz actual: se "
    "retira esa raíz y solo ella, {size:stone} con la nueva: {stones}.",
    "tanbo.reason.bounded_kept": "{it:La jugada} bloquea también una raíz {colour} "
    "({size:stone}: {stones}), pero esa raíz se queda: solo se retira la raíz actual.",
    "tanbo.reason.removes_root": "{it:La jugada} retira una raíz {colour} bloqueada "
    "({size:stone}: {stones}).",
    "tanbo.reason.removes_nothing": "Tras la jugada ninguna raíz queda bloqueada: no se "
    "retira nada.",
    "tanbo.reason.wins": "A {loser:side_l} no les quedan piedras: ganan {winner:side_l}.",
    "tanbo.reason.loses": "{it:La jugada} retira la última raíz {loser:poss}: ganan "
    "{winner:side_l}.",
    "tanbo.reason.wins_no_moves": "{loser:side} se quedan sin colocación legal: ganan "
    "{winner:side_l}.",
    "tanbo.rules.para.placement": "Colocar una piedra",
    "tanbo.rules.para.roots": "Raíces",
    "tanbo.rules.para.bounded": "Raíces bloqueadas",
    "tanbo.rules.para.self_removal": "Tu propia raíz",
    "tanbo.rules.para.removal": "Retirada",
    "tanbo.rules.para.win": "Cómo se gana",
    "tanbo.danger_legend": "Peligro: un anillo ámbar marca una raíz a la que solo le queda "
    "un punto para crecer, el rombo ámbar.",
    "tanbo.rules.text.1": "El tablero: 7x7, 11x11, 15x15 o 19x19, o 5x7, 7x9, 9x11, 11x13 y "
    "[decisión de la aplicación] 13x15, 15x17, 17x19 (en cualquier sentido). Inicio denso "
    "(2026, primera figura): piedras de ambos colores separadas por un punto; clásico "
    "(1993): 16 piedras en 19x19. Empiezan las Negras y luego se alternan; no se puede pasar.",
    "tanbo.rules.text.2": "Una piedra va en un punto vacío junto a exactamente una piedra de "
    "tu color (arriba, abajo, a la izquierda o a la derecha). Las del otro color no cuentan.",
    "tanbo.rules.text.3": "Una raíz es un grupo conectado de un solo color. Las raíces nunca "
    "se unen ni aparecen raíces nuevas: cada jugada hace crecer una raíz, la raíz actual.",
    "tanbo.rules.text.4": "Una raíz está bloqueada cuando no tiene espacio para crecer: ningún "
    "punto vacío la toca una sola vez sin tocar otra piedra de su color.",
    "tanbo.rules.text.5": "Si tu jugada bloquea tu raíz actual, se retira esa raíz, y solo "
    "ella.",
    "tanbo.rules.text.6": "Si no, se retiran a la vez todas las raíces bloqueadas, de ambos "
    "colores.",
    "tanbo.rules.text.7": "Cuando a un color no le quedan piedras, el otro gana en el acto. "
    "No hay empates. [decisión de la aplicación] En una posición preparada a mano en la que "
    "un jugador con piedras no tiene jugada, gana el otro.",
}
"""Tanbo's own texts (``tanbo/ui/games/tanbo``): reasons, paragraphs, the Rules."""

_DEAGO_KEYS = (
    "flechas: mover el cursor, Enter/Espacio: jugar, P: pasar, U o Ctrl+Z: deshacer, "
    "Ctrl+Y: rehacer, N: nueva partida, H: pista, D: amenazas, M: sonido, L: idioma, "
    "RePág/AvPág/Inicio/Fin: repasar"
)

DEAGO: dict[str, str] = {
    "deago.title": "DEAGO",
    "deago.subtitle": "pente con piedras neutrales rojas",
    "deago.menu.setup": "Piedras neutrales",
    "deago.setup.9": "9 neutrales",
    "deago.setup.5": "5 neutrales",
    "deago.setup.0": "ninguna",
    "deago.captured": "capturas {n} / {goal}",
    "deago.captured_both": "Capturadas: Negras {black} / {goal} · Blancas {white} / {goal}",
    "deago.captures_n": "captura {n}",
    "deago.converts_n": "convierte {n}",
    "deago.wins_by.five": "{point} gana: cinco en línea",
    "deago.wins_by.captures": "{point} gana: 20 piedras capturadas",
    "deago.over.reason.five": "Las {winner} hicieron cinco en línea.",
    "deago.over.reason.captures": "Las {winner} capturaron 20 piedras.",
    "deago.over.reason.passes": "Los dos jugadores pasaron: empate.",
    "deago.pass_note": "Las {side} pasaron: otro pase termina la partida en empate.",
    "deago.btn.danger": "Amenazas",
    "deago.threats_legend": "Amenazas: cuadrado, cinco en línea; triángulo, captura (del "
    "color que la juega); anillo ámbar, piedra capturable.",
    "deago.menu.keys": f"Teclas: {_DEAGO_KEYS}, S: compartir enlace, Ctrl+S: exportar, "
    "Ctrl+V: importar, Esc: inicio",
    "deago.menu.keys_web": f"Teclas: {_DEAGO_KEYS}, S: compartir el enlace, Esc: inicio",
    "deago.import_prompt": "Pega un registro de partida:",
    "deago.export_prompt": "Copia este registro de DEAGO:",
    "deago.rules.title": "Reglas del DEAGO",
    "deago.rules.legend": "En las figuras",
    "deago.rules.mark_neutral": "una piedra neutral (roja, estrella blanca)",
    "deago.rules.mark_move": "la jugada de las Negras (marca roja)",
    "deago.rules.mark_converted": "convertida en negra",
    "deago.rules.mark_captured": "capturada (en rojo)",
    "deago.rules.mark_kept": "sigue neutral (anillo ámbar)",
    "deago.rules.fig1": "Colocación: empiezan las Negras; una piedra va en cualquier punto "
    "vacío y allí se queda salvo que la capturen.",
    "deago.rules.fig2": "Conversión: la jugada deja la piedra neutral entre dos piedras "
    "negras en línea, así que se vuelve negra. La de la diagonal sigue neutral.",
    "deago.rules.fig3": "Captura de pareja: dos piedras blancas entre la jugada y una piedra "
    "negra se retiran, también en diagonal. Aquí, 4 piedras.",
    "deago.rules.fig4": "La piedra convertida cierra un flanqueo: la pareja blanca de encima "
    "queda capturada.",
    "deago.rules.fig5": "Cinco en línea en horizontal o en vertical gana. Cinco en "
    "diagonal, no.",
    "deago.rules.fig6": "Las Negras tienen 18 piedras capturadas; esta pareja suma 20: ganan "
    "las Negras.",
    "deago.reason.game_over": "La partida ha terminado: ganaron {winner:side_l}.",
    "deago.reason.game_drawn": "La partida ha terminado: dos pases seguidos la dejaron en "
    "empate.",
    "deago.reason.occupied": "{point} está ocupado por una piedra {stone}: una piedra va en "
    "un punto vacío.",
    "deago.reason.empty_point": "Una piedra puede ir en cualquier punto vacío.",
    "deago.reason.pass_turn": "Un pase: juega el rival; otro pase seguido termina la "
    "partida en empate.",
    "deago.reason.pass_draws": "Segundo pase seguido: la partida termina en empate.",
    "deago.reason.converts": "{it:La jugada} convierte la piedra neutral {neutral}, que "
    "queda entre ella y {flank} ({direction}).",
    "deago.reason.two_neutrals_stay": "Las dos piedras neutrales {neutrals} entre la jugada "
    "y {flank} siguen neutrales: solo se convierte una piedra sola.",
    "deago.reason.diagonal_neutral_stays": "La piedra neutral {neutral} entre la jugada y "
    "{flank} sigue neutral: solo se convierte en horizontal o en vertical.",
    "deago.reason.captures": "{it:La jugada} captura la pareja {pair} entre ella y {flank} "
    "({direction}).",
    "deago.reason.captures_through_conversion": "La piedra convertida {through} captura la "
    "pareja {pair} entre ella y {flank} ({direction}).",
    "deago.reason.safe_in_flank": "Su propia pareja {pair} entre las piedras rivales "
    "{flanks} está a salvo: solo captura el bando que juega.",
    "deago.reason.capture_total": "Piedras capturadas: {before} + {gained} = {total} de "
    "{goal}.",
    "deago.reason.five": "{it:La jugada} forma una línea de cinco o más ({direction}): "
    "{line}.",
    "deago.reason.diagonal_five": "La línea diagonal {line} no cuenta: solo ganan las líneas "
    "horizontales o verticales.",
    "deago.reason.wins_five": "{winner:side} ganan con cinco en línea.",
    "deago.reason.wins_captures": "{winner:side} ganan con {total:stone} capturadas.",
    "deago.rules.para.board": "Tablero y jugadas",
    "deago.rules.para.conversion": "Conversión",
    "deago.rules.para.capture": "Captura",
    "deago.rules.para.flank": "Solo tu jugada",
    "deago.rules.para.win": "Cómo se gana",
    "deago.rules.text.1": "El tablero: un tablero de go de 19x19 ([regla de la casa] también "
    "15x15 y 13x13; primera figura: el inicio en 13x13). Negras y Blancas colocan por turnos "
    "una piedra en cualquier punto vacío; empiezan las Negras. Se puede pasar; dos pases "
    "seguidos terminan la partida en empate, y también se puede acordar un empate.",
    "deago.rules.text.2": "Las piedras neutrales rojas no son de nadie. [regla de la casa] "
    "Al empezar están en los nueve puntos estrella (las disposiciones 5 y 0 tienen menos).",
    "deago.rules.text.3": "Conversión: una sola piedra neutral que tu jugada deja entre dos "
    "piedras tuyas, en horizontal o en vertical, pasa a ser de tu color. [regla de la casa] "
    "Dos piedras neutrales seguidas, no.",
    "deago.rules.text.4": "Captura: exactamente dos piedras rivales que tu jugada deja entre "
    "dos tuyas, en cualquiera de las 8 direcciones, se retiran y cuentan para ti.",
    "deago.rules.text.5": "[regla de la casa] Solo tu jugada convierte y captura, con la "
    "piedra nueva o con una que esta convierta (figura de abajo a la izquierda). Colocar "
    "entre dos piedras rivales es seguro.",
    "deago.rules.text.6": "Ganas con cinco o más piedras tuyas en línea en horizontal o en "
    "vertical (no en diagonal), o con 20 piedras capturadas.",
}
"""DEAGO's own texts (``tanbo/ui/games/deago``)."""

PUZZLES: dict[str, str] = {
    "btn.puzzles": "Problemas",
    "btn.puzzle_retry": "Reintentar",
    "btn.puzzle_solution": "Solución",
    "btn.puzzle_next": "Siguiente",
    "btn.puzzle_share": "Compartir",
    "btn.puzzle_aside": "Historial ilegible…",
    "puzzle.title": "Problemas",
    "puzzle.daily": "Problema del {date}",
    "puzzle.number": "Problema {id} · puntuación {rating}",
    "puzzle.stats": "Tu puntuación {rating} ± {rd} · racha {streak} (mejor {best}) · "
    "resueltos {solved} de {tried}",
    "puzzle.stats_new": "Tu puntuación {rating} ± {rd} · aún no has intentado ninguno: el "
    "primero cuenta",
    "puzzle.side_gen.1": "Negras",
    "puzzle.side_gen.2": "Blancas",
    "puzzle.theme.win": "Juegan las {side} y ganan en {moves}",
    "puzzle.theme.removal": "Juegan las {side} y retiran una raíz rival en {moves}",
    "puzzle.theme.capture_race": "Juegan las {side} y ganan por capturas en {moves}",
    "puzzle.theme.defence": "Juegan las {side} e impiden una victoria en {moves}",
    "puzzle.theme.other": "Juegan las {side}: encuentra la mejor línea ({moves})",
    "puzzle.none": "Aún no hay problemas para este juego.",
    "puzzle.daily_tried": "Ya lo intentaste hoy: este intento no cuenta.",
    "puzzle.tried": "Ya lo intentaste: este intento no cuenta.",
    "puzzle.correct": "¡Correcto! Ahora la respuesta…",
    "puzzle.solved_long": "¡Resuelto! Pulsa Siguiente para otro problema.",
    "puzzle.solved_again": "Resuelto, pero tras un fallo: cuenta como fallado.",
    "puzzle.wrong_head": "Esta jugada no: Reintentar, o mira la Solución.",
    "puzzle.solution": "Solución: {line}",
    "puzzle.reply_subject": "La respuesta de las {side}, {move},",
    "puzzle.retry_first": "Pulsa Reintentar para deshacer la jugada.",
    "puzzle.done_already": "Este problema ha terminado: pulsa Siguiente para otro.",
    "puzzle.why.no_goal": "{move} falla: tras la respuesta {reply} ya no se puede lograr.",
    "puzzle.why.no_goal_no_reply": "{move} falla: no lo consigue.",
    "puzzle.why.loses": "{move} pierde: las {side} responden {reply} y ganan.",
    "puzzle.why.loses_no_reply": "{move} pierde.",
    "puzzle.why.illegal": "{move} no se puede jugar aquí.",
    "puzzle.why.illegal_no_reply": "{move} no se puede jugar aquí.",
    "puzzle.why.other": "{move} no es la solución: las {side} responden {reply}.",
    "puzzle.why.other_no_reply": "{move} no es la solución.",
    "puzzle.link_bad": "No se puede abrir ese enlace de problema: {error}",
    "puzzle.link_prompt": "Copia el enlace de este problema:",
    "puzzle.link_copied": "Enlace del problema copiado: envíaselo a un amigo.",
    "puzzle.link_shown": "Copia el enlace del problema del recuadro y envíalo.",
    "puzzle.history_bad": "No se pudo leer el historial de problemas; se conserva como "
    "{path} (ver Historial ilegible) y empieza uno nuevo. ({error})",
    "puzzle.history_stuck": "El historial de problemas no se pudo leer ni apartar, así que "
    "esta vez no se guardará: {path} ({error})",
    "puzzle.aside_question": "Se conserva un historial de problemas que no se pudo leer: "
    "{path}",
    "puzzle.copy_it": "Copiarlo",
    "puzzle.aside_prompt": "El historial de problemas ilegible:",
    "puzzle.aside_copied": "Copiado el texto de {path}.",
    "puzzle.aside_where": "Se conserva en {path}.",
    "puzzle.moves": "{n:jugada|jugadas}",
    "date.format": "{day} de {month} de {year}",
    **{f"date.month.{i}": name for i, name in enumerate((
        "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
        "septiembre", "octubre", "noviembre", "diciembre"), 1)},
}
"""The Puzzles screen (``puzzle_strings.py``)."""

PROFILES: dict[str, str] = {
    "btn.stats": "Estadísticas",
    "stats.title": "Estadísticas",
    "stats.page.overview": "Resumen",
    "stats.page.tables": "Tablas",
    "stats.page.games": "Partidas",
    "stats.page.top": "Los mejores",
    "stats.add": "+ Perfil",
    "stats.rename": "Nombre",
    "stats.delete": "Borrar",
    "stats.export": "Exportar",
    "stats.import": "Importar",
    "stats.aside": "Datos apartados",
    "stats.rating": "Puntuación en {game}: {rating} ± {rd}",
    "stats.unrated": "Aún no hay partidas puntuadas de {game}: 1500 ± 350",
    "stats.suggest": "Partida igualada: {level} ({size})",
    "stats.totals": "{games:partida|partidas} · ganadas {wins} · perdidas {losses} · "
    "empates {draws}",
    "stats.streak": "Racha actual: {kind} · mejores rachas: {best:victoria|victorias}, "
    "{worst:derrota|derrotas}",
    "stats.streak.none": "Aún no hay partidas",
    "stats.kind.win": "{n:victoria|victorias}",
    "stats.kind.loss": "{n:derrota|derrotas}",
    "stats.kind.draw": "{n:empate|empates}",
    "stats.graph": "Puntuación en el tiempo ({game})",
    "stats.graph.empty": "La gráfica aparece tras la primera partida puntuada.",
    "stats.activity": "Partidas por día (últimos {n:día|días})",
    "stats.by_game": "Por juego",
    "stats.by_board": "Por tablero",
    "stats.by_opponent": "Por rival",
    "stats.by_colour": "Por color",
    "stats.col.games": "Partidas",
    "stats.col.won": "Gan.",
    "stats.col.lost": "Perd.",
    "stats.col.drawn": "Emp.",
    "stats.col.score": "Puntos",
    "stats.no_games": "Aún no hay partidas registradas: termina una partida y aparecerá "
    "aquí.",
    "stats.game_row": "{date}  {game} {size}  {opponent}  {result}  {moves:jugada|jugadas}",
    "stats.result.win": "ganada",
    "stats.result.loss": "perdida",
    "stats.result.draw": "empate",
    "stats.no_record": "el registro de esta partida se recortó (su resultado se conserva)",
    "stats.opened": "La partida del {date} está abierta: recórrela jugada a jugada o "
    "analízala.",
    "stats.top.rating": "Por puntuación",
    "stats.top.wins": "Por victorias",
    "stats.top.games": "Por partidas",
    "stats.top.row_rating": "{n}. {name}  {rating} ± {rd}",
    "stats.top.row_count": "{n}. {name}  {count}",
    "stats.top.note": "Los perfiles de este dispositivo y los niveles del ordenador; la "
    "puntuación de los niveles sale de la escala medida, tablero {size}.",
    "opp.link": "por enlace",
    "opp.local": "en esta pantalla",
    "profile.guest": "Invitado",
    "profile.of": "Perfil: {name}",
    "profile.rename_prompt": "El nuevo nombre del perfil:",
    "profile.typing": "Escribe el nuevo nombre y pulsa Enter (Esc: cancelar): {name}_",
    "profile.renamed": "El perfil ahora se llama {name}.",
    "profile.added": "Perfil nuevo: {name}. Puedes renombrarlo si quieres.",
    "profile.bad": "Sin cambios: {error}",
    "confirm.delete_profile": "¿Borrar el perfil {name} y sus {n:partida|partidas}?",
    "profile.deleted": "Perfil {name} borrado.",
    "profile.save_failed": "No se pudieron guardar los perfiles: {error}",
    "profile.unreadable": "No se pudieron leer los datos de perfiles ({error}); se han "
    "apartado como {path} y se empieza con perfiles nuevos. Estadísticas ofrece "
    "recuperarlos.",
    "profile.exported": "Perfiles exportados a {path}.",
    "profile.exported_web": "Se ha descargado el archivo de perfiles.",
    "profile.imported": "Perfiles importados: {n:partida|partidas} en total.",
    "profile.import_none": "No hay archivo de perfiles: cópialo al portapapeles o suéltalo "
    "en la ventana.",
    "profile.import_prompt": "Pega un archivo de perfiles exportado:",
    "aside.profiles": "Se apartaron como {path} unos datos de perfiles que no se pudieron "
    "leer. ¿Unirlos a los perfiles, o borrarlos?",
    "btn.merge_it": "Unir",
}
"""Profiles and Statistics (``profile_strings.py``); the seed site's words: "Estadísticas
del juego", "Actividad del juego", "Los 20 mejores por puntuación / por número de
victorias / por número de partidas"."""

LESSONS: dict[str, str] = {
    "btn.learn": "Aprender",
    "btn.lessons": "Lecciones",
    "btn.hint": "Pista",
    "btn.try_again": "Reintentar",
    "btn.start_over": "Reiniciar",
    "btn.next_lesson": "Siguiente lección",
    "btn.next": "Siguiente",
    "btn.pass_short": "Pasar",
    "btn.learn_yes": "Enséñame",
    "btn.learn_no": "Ahora no",
    "btn.old_progress": "Progreso antiguo",
    "learn.title": "Aprende a jugar",
    "learn.intro": "Lecciones breves: cada una es una posición pequeña con un objetivo. Si "
    "fallas, el asistente de reglas te explica por qué; deshaz la jugada y vuelve a "
    "intentarlo.",
    "learn.progress": "{done} de {total} lecciones hechas",
    "learn.all_done": "Curso completo: todas las lecciones hechas.",
    "learn.offer": "¡Bienvenido! ¿Quieres un curso breve que enseña las reglas, una "
    "posición pequeña cada vez? Lo tienes siempre en Inicio, en Aprender.",
    "lesson.goal": "Objetivo",
    "lesson.step": "Paso {n} de {total}",
    "lesson.to_move": "Juegan las {side}",
    "lesson.wrong": "No del todo: {move}",
    "lesson.illegal": "{move} no se puede jugar",
    "lesson.right": "¡Bien hecho!",
    "lesson.reply": "Las {side} respondieron {move}.",
    "lesson.source": "{rules}.",
    "lessons.bad": "No se pudo leer el progreso de las lecciones ({error}); se conserva "
    "como {path}. El curso empieza de cero.",
    "lessons.stuck": "No se pudo leer el progreso de las lecciones ({error}) ni apartarlo; "
    "se deja como está y esta vez no se sobrescribe.",
    "lessons.aside_q": "Se conserva en {path} un progreso de lecciones que no se pudo leer. "
    "¿Borrarlo?",
    "lessons.deleted": "Borrado: {path}.",
    "lessons.save_failed": "No se pudo guardar el progreso de las lecciones: {error}",
    # Tanbo
    "lesson.tanbo-place.title": "Colocar una piedra",
    "lesson.tanbo-place.goal.0": "Coloca una piedra negra en un punto vacío que toque "
    "exactamente una piedra negra (arriba, abajo, a la izquierda o a la derecha).",
    "lesson.tanbo-place.hint.0": "b2 solo toca la piedra negra de b3.",
    "lesson.tanbo-place.why.0": "Toca exactamente una piedra negra, así que es legal: hace "
    "crecer la raíz de esa piedra. Las piedras blancas de al lado no cuentan.",
    "lesson.tanbo-roots.title": "Raíces",
    "lesson.tanbo-roots.goal.0": "Haz crecer la raíz de dos piedras negras (b2-b3), no la "
    "piedra suelta de d4.",
    "lesson.tanbo-roots.hint.0": "a2 solo toca b2.",
    "lesson.tanbo-roots.why.0": "Una raíz es un grupo conectado de un solo color. Cada "
    "jugada hace crecer exactamente una raíz, la que toca su piedra; las raíces nunca se "
    "unen.",
    "lesson.tanbo-bound.title": "Bloquear una raíz blanca",
    "lesson.tanbo-bound.goal.0": "La piedra blanca de a1 solo puede crecer hacia a2. Ocupa "
    "ese punto y retira la raíz blanca.",
    "lesson.tanbo-bound.hint.0": "a2 toca tu piedra de a3 y ninguna otra piedra negra.",
    "lesson.tanbo-bound.why.0": "A la raíz blanca no le quedaba espacio para crecer: quedó "
    "bloqueada, así que se retiró.",
    "lesson.tanbo-self.title": "Cuidado: tu propia raíz",
    "lesson.tanbo-self.goal.0": "Tu piedra de a1 solo puede crecer hacia a2, y allí se "
    "quedaría sin espacio. Haz una jugada que conserve todas tus raíces.",
    "lesson.tanbo-self.hint.0": "Haz crecer la piedra de c2 hacia arriba, a c3.",
    "lesson.tanbo-self.why.0": "Una jugada que bloquea su propia raíz retira esa raíz: "
    "crecer de a1 a a2 habría retirado las dos piedras. c3 lo conserva todo.",
    "lesson.tanbo-both.title": "Doble bloqueo: se va la tuya",
    "lesson.tanbo-both.goal.0": "a2 es el último espacio de la blanca de a1 y de tu raíz "
    "de a3. Juega a2 y mira qué raíz se va.",
    "lesson.tanbo-both.hint.0": "El punto junto a a1 y a3.",
    "lesson.tanbo-both.why.0": "Tu jugada bloqueó tu propia raíz y la blanca: entonces solo "
    "se retira la tuya, y la blanca se queda. Ojo con el último espacio compartido.",
    "lesson.tanbo-win.title": "Ganar",
    "lesson.tanbo-win.goal.0": "Las Blancas tienen dos raíces, cada una con un solo punto de "
    "espacio. Retira una de ellas.",
    "lesson.tanbo-win.hint.0": "a2 es el único espacio de la blanca de a1.",
    "lesson.tanbo-win.why.0": "Una raíz blanca ya no está. A las Blancas solo les quedaba "
    "una jugada.",
    "lesson.tanbo-win.goal.1": "Ahora retira la última raíz blanca para ganar.",
    "lesson.tanbo-win.hint.1": "Busca el único espacio que le queda a la última raíz blanca.",
    "lesson.tanbo-win.why.1": "A las Blancas no les quedan piedras: ganas. En el Tanbo no "
    "hay empates.",
    "lesson.miss.tanbo.occupied": "Ese punto está ocupado: una piedra va en un punto vacío.",
    "lesson.miss.tanbo.touches_none": "Ese punto no toca ninguna piedra negra: una piedra "
    "nueva debe tocar exactamente una de las tuyas.",
    "lesson.miss.tanbo.touches_several": "Ese punto toca dos piedras negras: una piedra nueva "
    "debe tocar exactamente una de las tuyas, así las raíces nunca se unen.",
    "lesson.miss.tanbo.other_root": "Eso hizo crecer otra raíz. El objetivo es la raíz de "
    "dos piedras.",
    "lesson.miss.tanbo.removes_nothing": "Legal, pero ninguna raíz se quedó sin espacio: no "
    "se retiró nada.",
    "lesson.miss.tanbo.bounds_own_root": "Eso dejó tu propia raíz sin espacio: se retiró, "
    "y solo ella.",
    "lesson.miss.tanbo.loses_root": "Eso ocupó el último espacio de otra raíz tuya: se "
    "retiró.",
    "lesson.miss.tanbo.removes_root": "Se fue una raíz blanca, pero ese no es el objetivo "
    "aquí.",
    "lesson.miss.tanbo.not_both": "Eso no bloqueó ninguna raíz. Busca el punto que necesitan "
    "las dos raíces.",
    # DEAGO
    "lesson.deago-five.title": "Cinco en línea",
    "lesson.deago-five.goal.0": "Pon cinco piedras negras en línea, en horizontal o en "
    "vertical, y gana.",
    "lesson.deago-five.hint.0": "Alarga el cuatro horizontal de la fila 7.",
    "lesson.deago-five.why.0": "Cinco en línea en horizontal gana. Solo cuentan las líneas "
    "horizontales y verticales: cinco en diagonal, no.",
    "lesson.deago-convert.title": "Convertir una piedra neutral",
    "lesson.deago-convert.goal.0": "Vuelve negra una piedra neutral roja: flanquéala con dos "
    "piedras negras, en horizontal o en vertical.",
    "lesson.deago-convert.hint.0": "g7 está entre f7 y h7, que está vacío.",
    "lesson.deago-convert.why.0": "Una sola piedra neutral entre dos tuyas, en horizontal o "
    "en vertical, pasa a ser tuya. Dos neutrales seguidas, o una en diagonal, siguen rojas.",
    "lesson.deago-capture.title": "Capturar una pareja",
    "lesson.deago-capture.goal.0": "Captura una pareja de piedras blancas flanqueándola: en "
    "cualquiera de las 8 direcciones, diagonales incluidas.",
    "lesson.deago-capture.hint.0": "Mira la diagonal d4-e5-f6.",
    "lesson.deago-capture.why.0": "Exactamente dos piedras blancas entre tu piedra nueva y "
    "otra tuya quedan capturadas, también en diagonal. Tres, no.",
    "lesson.deago-block.title": "Tapar un cuatro",
    "lesson.deago-block.goal.0": "Las Blancas tienen cuatro en línea en la fila 9. Impide "
    "que hagan cinco.",
    "lesson.deago-block.hint.0": "Cierra el extremo abierto del cuatro.",
    "lesson.deago-block.why.0": "El cuatro está cerrado por los dos extremos: las Blancas no "
    "pueden hacer cinco ahí.",
    "lesson.deago-race.title": "La carrera hasta 20",
    "lesson.deago-race.goal.0": "Has capturado 18 piedras. Captura una pareja para llegar a "
    "20 y ganar.",
    "lesson.deago-race.hint.0": "La pareja g7-h7 está flanqueada por f7 por un lado.",
    "lesson.deago-race.why.0": "20 piedras capturadas ganan la partida, igual que cinco en "
    "línea.",
    "lesson.deago-pass.title": "Pasar y el empate",
    "lesson.deago-pass.goal.0": "¿No hay nada bueno que jugar? En el DEAGO puedes pasar. "
    "Pasa ahora.",
    "lesson.deago-pass.hint.0": "Pulsa el botón Pasar.",
    "lesson.deago-pass.why.0": "Las Blancas también pasaron: dos pases seguidos terminan la "
    "partida en empate. Los jugadores también pueden acordar un empate.",
    "lesson.miss.deago.occupied": "Ese punto está ocupado: una piedra va en un punto vacío.",
    "lesson.miss.deago.diagonal_five": "Una línea de cinco en diagonal no gana: solo cuentan "
    "en horizontal o en vertical.",
    "lesson.miss.deago.no_five": "Eso no forma ninguna línea de cinco.",
    "lesson.miss.deago.diagonal_neutral_stays": "Una piedra neutral flanqueada en diagonal "
    "sigue roja: solo se convierte en horizontal o en vertical.",
    "lesson.miss.deago.two_neutrals_stay": "Dos piedras neutrales seguidas siguen rojas: "
    "solo se convierte una piedra sola.",
    "lesson.miss.deago.no_conversion": "Eso no flanquea ninguna piedra neutral.",
    "lesson.miss.deago.safe_in_flank": "Tu propia pareja entre dos piedras blancas está a "
    "salvo, pero eso no captura nada: solo captura quien juega.",
    "lesson.miss.deago.no_capture": "Eso no captura nada: entre tu piedra nueva y otra tuya "
    "debe haber exactamente dos piedras.",
    "lesson.miss.deago.four_open": "Las Blancas aún pueden hacer cinco por el extremo "
    "abierto del cuatro.",
    "lesson.miss.deago.not_pass": "Eso coloca una piedra. El objetivo es pasar.",
}
"""Learn to play and the lessons of both courses (``lessons_text.py``)."""

DISPLAY: dict[str, str] = {
    "btn.display": "Pantalla",
    "display.title": "Pantalla",
    "display.standard": "estándar",
    "display.large": "texto {size}",
    "display.high": "alto contraste",
    "display.less": "menos movimiento",
    "display.text": "Texto más grande: {size}",
    "display.text_detail": "Texto más grande; en el móvil el tablero deja sitio",
    "display.contrast": "Alto contraste: {state}",
    "display.contrast_detail": "Blanco sobre negro, piedras con borde",
    "display.motion": "Menos movimiento: {state}",
    "display.motion_detail": "Nada se desvanece, gira ni da vueltas",
    "display.on": "sí",
    "display.off": "no",
}
"""The Display screen (``display_text.py``)."""

TEXT: dict[str, str] = {
    "text.label": "Comando (un punto como c4, o ayuda)",
    "text.native": "La interfaz de texto: python -m tanbo play --text (en un terminal).",
    "text.cmd.help": "ayuda|comandos",
    "text.cmd.board": "tablero|filas",
    "text.cmd.groups": "grupos|raíces|raices|amenazas|líneas|lineas",
    "text.cmd.legal": "legales|jugadas",
    "text.cmd.why": "porqué|porque|explica",
    "text.cmd.last": "última|ultima|qué|que",
    "text.cmd.undo": "deshacer|atrás|atras",
    "text.cmd.new": "nueva",
    "text.cmd.status": "estado|turno|marcador",
    "text.cmd.pass": "pasar|paso",
    "text.cmd.task": "tarea|objetivo",
    "text.cmd.lesson": "lección|leccion|aprender",
    "text.cmd.puzzle": "problema",
    "text.cmd.game": "partida|juego",
    "text.cmd.next": "siguiente",
    "text.cmd.retry": "reintentar|otra",
    "text.cmd.yes": "sí|si",
    "text.cmd.no": "no",
    "text.cmd.quit": "salir",
    "text.help.head": "Escribe un punto como c4 para jugarlo, o un comando:",
    "text.help.move": "c4, pasar: hacer esa jugada",
    "text.help.board": "tablero: el tablero fila a fila",
    "text.help.groups": "grupos: los grupos del tablero",
    "text.help.legal": "legales: las jugadas legales",
    "text.help.why": "porqué c4: si c4 es legal, por qué y qué haría",
    "text.help.last": "última: qué hizo la última jugada",
    "text.help.undo": "deshacer: deshacer tu última jugada",
    "text.help.new": "nueva [tanbo|deago] [tamaño como 7x7] [level1..level5|human]: "
    "una partida nueva (juegas con negras)",
    "text.help.status": "estado: a quién le toca y el marcador",
    "text.help.task": "tarea: el objetivo de la lección o del problema",
    "text.help.lesson": "lección: la siguiente lección del curso",
    "text.help.puzzle": "problema: el problema del día",
    "text.help.game": "partida: volver a la partida",
    "text.help.next": "siguiente: la siguiente lección o el siguiente problema",
    "text.help.retry": "reintentar: intentar otra vez el paso de la lección o el problema",
    "text.help.yes": "sí, no: responder a la pregunta",
    "text.help.quit": "salir: terminar",
    "text.unknown": "No es un comando ni una jugada: {text}. Se espera un punto como "
    "{example}, o ayuda.",
    "text.no_point": "Falta un punto después de «{word}», como {example}.",
    "text.bad_point": "{text} no es un punto de este tablero: se espera uno como {example}.",
    "text.no_board": "En esta pantalla no hay tablero: escribe partida, lección o problema.",
    "text.not_here": "«{word}» no hace nada aquí.",
    "text.bad_new": "No es una opción de partida nueva: {text}. Se espera tanbo o deago, un "
    "tamaño como {example}, o de level1 a level5 o human.",
    "text.game": "{game} {size}, {black} contra {white}.",
    "text.move": "Las {side} juegan {move}.",
    "text.pass": "Las {side} pasan.",
    "text.taken_back": "Deshecho: {n:jugada|jugadas}.",
    "text.to_move": "Juegan las {side}, jugada {n}.",
    "text.over": "La partida ha terminado: {result}",
    "text.wins": "Ganan las {side}.",
    "text.draw": "Empate.",
    "text.row": "Fila {row}: {cells}.",
    "text.run": "de {first} a {last} {cell}",
    "text.cell.0": "vacío",
    "text.cell.1": "negra",
    "text.cell.2": "blanca",
    "text.cell.3": "roja",
    "text.legal": "{n:jugada legal|jugadas legales}: {moves}",
    "text.legal_more": "… y {n} más",
    "text.no_legal": "No hay jugadas legales: la partida ha terminado.",
    "text.no_last": "Aún no se ha hecho ninguna jugada.",
    "text.no_groups": "Aquí no hay nada que leer.",
    "text.no_undo": "No hay nada que deshacer.",
    "text.human": "tú",
    "text.computer": "nivel {n}",
    "text.question": "{question} Escribe sí o no.",
    "text.lesson": "Lección: {title}. {goal}",
    "text.task_none": "No hay ninguna lección ni problema abierto.",
    "text.side_gen.1": "Negras",
    "text.side_gen.2": "Blancas",
    # each game's reading of the board (``tanbo/ui/games/<game>/reading.py``)
    "tanbo.text.help.groups": "raíces: cada raíz, sus piedras y dónde puede crecer",
    "tanbo.text.root": "Raíz {side} de {n:piedra|piedras}: {stones}; crece en {growth}.",
    "tanbo.text.root_danger": "Raíz {side} de {n:piedra|piedras}: {stones}; solo le queda "
    "un punto para crecer: {growth}.",
    "tanbo.text.root_bounded": "Raíz {side} de {n:piedra|piedras}: {stones}; bloqueada.",
    "tanbo.text.side.1": "negra",
    "tanbo.text.side.2": "blanca",
    "deago.text.help.groups": "amenazas: dónde hace cinco o captura cada color",
    "deago.text.fives": "Las {side} hacen cinco en {points}.",
    "deago.text.captures": "Las {side} capturan en {point}: {stones}.",
    "deago.text.no_threats": "Las {side} no pueden hacer cinco ni capturar.",
    "deago.text.side.1": "Negras",
    "deago.text.side.2": "Blancas",
    "deago.text.side_gen.1": "Negras",
    "deago.text.side_gen.2": "Blancas",
}
"""The text interface (``text_strings.py``) and the games' readings of the board; the
command words are understood in every language, accented or not."""

LANGUAGE = Language(
    code="es", name="Español", plurals=("one", "other"), plural=one_other, order=2,
    texts={**SHARED, **INPUT, **HOME, **WHY, **TANBO, **DEAGO, **PUZZLES, **PROFILES,
           **LESSONS, **DISPLAY, **TEXT},
    nouns=NOUNS, tokens=TOKENS,
    engine_reasons=(
        (r"point is occupied", "el punto está ocupado"),
        (r"the game is over", "la partida ha terminado"),
        (r"point is off the board", "el punto está fuera del tablero"),
        (r"point is not adjacent to a black stone", "no toca ninguna piedra negra"),
        (r"point is not adjacent to a white stone", "no toca ninguna piedra blanca"),
        (r"point is adjacent to (?P<n>\d+) black stones \(must be exactly one\)",
         "toca {n} piedras negras (debe ser exactamente una)"),
        (r"point is adjacent to (?P<n>\d+) white stones \(must be exactly one\)",
         "toca {n} piedras blancas (debe ser exactamente una)"),
    ),
)
"""Spanish, with every text."""
