/**
 * `fleet`'s bundled ship and squadron classes' names (`fleet.asset.ship.<id>`, `fleet.asset.squadron.<id>`)
 * and its scenarios' names and briefings (`scenario.<id>.name`, `scenario.<id>.description`, read by
 * scenario-words.ts as every ruleset's scenarios are) in each language; strings.ts adds them to the
 * table's words. The English is the assets' own text (assets/fleet), which a translation stands for
 * only while the two agree (a test checks they do). An ace's own name ("Ilse Varro", "Vesh Kaar") is a
 * name, not words: it has no key and stays as it is in every language, as squadron's named pilots do.
 * Units' names in a scenario ("Steadfast", "Gull One") are names too and are not here.
 */
import type { StringTree } from '../../locales/index.js';

/** A locale's class names and scenario words, as strings.ts merges them into the table's words. */
export interface FleetAssetWords {
  readonly asset: StringTree;
  readonly scenario: StringTree;
}

export const FLEET_ASSETS_EN: FleetAssetWords = {
  asset: {
    ship: {
      'heron-corvette': 'Heron',
      'aster-carrier': 'Aster',
      'vigil-frigate': 'Vigil',
      'resolute-cruiser': 'Resolute',
      'shrike-raider': 'Shrike',
      'hive-tender': 'Hive Tender',
      'reaver-destroyer': 'Reaver',
      'leviathan-dreadnought': 'Leviathan',
    },
    squadron: {
      'gull-fighter': 'Gull',
      'osprey-bomber': 'Osprey',
      'tern-escort': 'Tern',
      'rampart-gunship': 'Rampart',
      'needle-swarm': 'Needle',
      'stinger-bomber': 'Stinger',
      'husk-guard': 'Husk',
      'carapace-lancer': 'Carapace',
    },
  },
  scenario: {
    'pitched-battle': {
      name: 'Pitched Battle',
      description: 'Two battle lines close across a broken field; every kill counts.',
    },
    'relay-stations': {
      name: 'Relay Stations',
      description:
        'Three relay beacons lie between the fleets. From round 2, each scores 5 points at the end of every round for the side with more ships within distance 1.',
    },
    'salvage-run': {
      name: 'Salvage Run',
      description:
        'A wreck field holds four cargo pods. A ship ending its manoeuvre within distance 1 of a pod takes it; each pod its ship still carries at the end scores 15 points. A carrier destroyed loses its pods.',
    },
  },
};

export const FLEET_ASSETS_ZH_CN: FleetAssetWords = {
  asset: {
    ship: {
      'heron-corvette': '苍鹭',
      'aster-carrier': '紫菀',
      'vigil-frigate': '守望',
      'resolute-cruiser': '坚毅',
      'shrike-raider': '伯劳',
      'hive-tender': '虫巢母舰',
      'reaver-destroyer': '劫掠者',
      'leviathan-dreadnought': '利维坦',
    },
    squadron: {
      'gull-fighter': '海鸥',
      'osprey-bomber': '鱼鹰',
      'tern-escort': '燕鸥',
      'rampart-gunship': '堡垒',
      'needle-swarm': '尖针',
      'stinger-bomber': '毒刺',
      'husk-guard': '空壳',
      'carapace-lancer': '甲壳',
    },
  },
  scenario: {
    'pitched-battle': {
      name: '正面会战',
      description: '两条战列横越破碎的战场彼此逼近；每一次击毁都算数。',
    },
    'relay-stations': {
      name: '中继站',
      description:
        '三座中继信标位于两支舰队之间。从第 2 轮起，每轮结束时，每座信标为其距离 1 内舰船更多的一方得 5 分。',
    },
    'salvage-run': {
      name: '打捞行动',
      description:
        '残骸场中有四个货舱。在货舱距离 1 内结束机动的舰船将其取走；游戏结束时舰船仍携带的每个货舱得 15 分。携带货舱的舰船被摧毁时，货舱随之损失。',
    },
  },
};

export const FLEET_ASSETS_ZH_TW: FleetAssetWords = {
  asset: {
    ship: {
      'heron-corvette': '蒼鷺',
      'aster-carrier': '紫菀',
      'vigil-frigate': '守望',
      'resolute-cruiser': '堅毅',
      'shrike-raider': '伯勞',
      'hive-tender': '蟲巢母艦',
      'reaver-destroyer': '劫掠者',
      'leviathan-dreadnought': '利維坦',
    },
    squadron: {
      'gull-fighter': '海鷗',
      'osprey-bomber': '魚鷹',
      'tern-escort': '燕鷗',
      'rampart-gunship': '堡壘',
      'needle-swarm': '尖針',
      'stinger-bomber': '毒刺',
      'husk-guard': '空殼',
      'carapace-lancer': '甲殼',
    },
  },
  scenario: {
    'pitched-battle': {
      name: '正面會戰',
      description: '兩條戰列橫越破碎的戰場彼此逼近；每一次擊毀都算數。',
    },
    'relay-stations': {
      name: '中繼站',
      description:
        '三座中繼信標位於兩支艦隊之間。從第 2 輪起，每輪結束時，每座信標為其距離 1 內艦船更多的一方得 5 分。',
    },
    'salvage-run': {
      name: '打撈行動',
      description:
        '殘骸場中有四個貨艙。在貨艙距離 1 內結束機動的艦船將其取走；遊戲結束時艦船仍攜帶的每個貨艙得 15 分。攜帶貨艙的艦船被摧毀時，貨艙隨之損失。',
    },
  },
};

export const FLEET_ASSETS_PT: FleetAssetWords = {
  asset: {
    ship: {
      'heron-corvette': 'Garça',
      'aster-carrier': 'Áster',
      'vigil-frigate': 'Vigília',
      'resolute-cruiser': 'Resoluto',
      'shrike-raider': 'Picanço',
      'hive-tender': 'Ama da Colmeia',
      'reaver-destroyer': 'Saqueador',
      'leviathan-dreadnought': 'Leviatã',
    },
    squadron: {
      'gull-fighter': 'Gaivota',
      'osprey-bomber': 'Águia-pesqueira',
      'tern-escort': 'Trinta-réis',
      'rampart-gunship': 'Muralha',
      'needle-swarm': 'Agulha',
      'stinger-bomber': 'Ferrão',
      'husk-guard': 'Casca',
      'carapace-lancer': 'Carapaça',
    },
  },
  scenario: {
    'pitched-battle': {
      name: 'Batalha Campal',
      description: 'Duas linhas de batalha se aproximam por um campo acidentado; cada abate conta.',
    },
    'relay-stations': {
      name: 'Estações Retransmissoras',
      description:
        'Três balizas retransmissoras ficam entre as frotas. A partir da rodada 2, ao fim de cada rodada, cada uma marca 5 pontos para o lado com mais naves a distância 1 dela.',
    },
    'salvage-run': {
      name: 'Operação de Salvamento',
      description:
        'Um campo de destroços guarda quatro cápsulas de carga. Uma nave que termina a manobra a distância 1 de uma cápsula a recolhe; cada cápsula que sua nave ainda leva no fim marca 15 pontos. Uma nave destruída perde suas cápsulas.',
    },
  },
};
