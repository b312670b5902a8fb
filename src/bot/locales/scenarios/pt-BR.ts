/** The bundled scenarios' words in Brazilian Portuguese (ship names stay as they are: they are names). */
export const SCENARIO_PT_BR = {
  side: { concord: 'Marinha da Concórdia', veyra: 'Hoste Veyra' },
  'corvane-belt': {
    name: 'O Cinturão de Corvane',
    description:
      'Um grupo de ataque Veyra atravessa o cinturão de asteroides em torno do planeta Corvane para pegar uma patrulha da Concórdia já ferida numa escaramuça anterior: a Patient Light ainda está com o leme e os escudos avariados. O planeta bloqueia os disparos, as rochas atrapalham a mira, e a nebulosa a nordeste também atrapalha a mira e arranca os escudos de qualquer nave dentro dela. Vence o último lado em pé.',
  },
  'cruiser-duel': {
    name: 'Duelo de Cruzadores',
    description:
      'Um cruzador pesado da Concórdia em patrulha de vigia encontra um corsário Veyra solitário na borda de um sistema disputado. A Vigil não pode deixar a Ashen Claw passar; o corsário precisa vencê-la ou ser vencido. Vence a última nave em pé.',
  },
  'fleet-battle': {
    name: 'Batalha de Frotas',
    description:
      'As frotas principais enfim se encontram: uma linha de batalha da Concórdia sob o encouraçado Second Dawn contra uma hoste Veyra liderada pelo dreadnought Grey Hunger. Destrua a nau capitânia inimiga para vencer na hora, ou destrua todas as naves inimigas.',
  },
  'outpost-raid': {
    name: 'Ataque ao Posto Avançado',
    description:
      'Um grupo de ataque Veyra cai sobre a Haven Station, um ancoradouro da Concórdia guardado por uma fragata e uma escolta. Os Veyra vencem na hora se a estação for destruída; a Concórdia vence se alguma de suas naves ainda estiver no mapa ao fim da rodada 8.',
  },
  'squadron-clash': {
    name: 'Choque de Esquadrões',
    description:
      'Dois esquadrões leves varrem a mesma rota sem asteroides e esbarram um no outro. A Concórdia traz um destróier, duas fragatas e uma escolta de vigia; os Veyra respondem com um destróier de mísseis, duas fragatas de caça e uma escolta. Aniquile o outro esquadrão.',
  },
  tutorial: {
    name: 'Tutorial: Primeiro Comando',
    description:
      'Seu primeiro comando, contra a IA fácil: o cruzador leve Cadet encontra um destróier Veyra a cinco hexágonos. Cada aviso diz para que serve esta etapa do impulso e qual comando a joga, na ordem de jogo. Destrua a Ember Wisp para vencer.',
  },
  'asteroid-field': { name: 'Campo de Asteroides' },
  dogfight: { name: 'Combate Aéreo' },
  escort: { name: 'Escolta' },
};
