/** The bundled scenarios' words in Simplified Chinese (ship names stay as they are: they are names). */
export const SCENARIO_ZH_CN = {
  side: { concord: '协和舰队', veyra: '维拉大军' },
  'corvane-belt': {
    name: '科瓦恩小行星带',
    description:
      '一支维拉袭击群穿过科瓦恩行星周围的小行星带，截击一支在先前交火中已经负伤的协和巡逻队：Patient Light 的舵机和护盾仍未恢复。行星会阻挡射击，岩石会干扰瞄准；东北方的星云同样干扰瞄准，并会剥去其中任何舰船的护盾。最后留在场上的一方获胜。',
  },
  'cruiser-duel': {
    name: '巡洋舰决斗',
    description:
      '一艘担任警戒的协和重巡洋舰，在一个争夺中的星系边缘遭遇一艘孤身的维拉袭击舰。Vigil 绝不能放 Ashen Claw 过去；袭击舰要么击垮她，要么被击垮。最后一艘幸存的舰船获胜。',
  },
  'fleet-battle': {
    name: '舰队决战',
    description:
      '双方主力舰队终于相遇：以战列舰 Second Dawn 为首的协和战列线，对阵由无畏舰 Grey Hunger 率领的维拉大军。击毁敌方旗舰立即获胜，或击毁敌方全部舰船。',
  },
  'outpost-raid': {
    name: '突袭前哨',
    description:
      '一支维拉打击群扑向 Haven Station——一座由一艘护卫舰和一艘护航舰守卫的协和锚地。空间站一被摧毁，维拉立即获胜；第 8 轮结束时只要协和仍有舰船留在地图上，协和获胜。',
  },
  'squadron-clash': {
    name: '中队遭遇战',
    description:
      '两支轻型中队扫荡同一条没有小行星的航道，迎头撞上。协和派出一艘驱逐舰、两艘护卫舰和一艘警戒护航舰；维拉以一艘导弹驱逐舰、两艘猎杀护卫舰和一艘护航舰应战。全歼对方中队。',
  },
  tutorial: {
    name: '教程：初次指挥',
    description:
      '你的第一次指挥，对手是简单难度的 AI：轻巡洋舰 Cadet 在五格之外遭遇一艘维拉驱逐舰。每条提示都会按行动顺序说明脉冲的这一步是做什么的、用哪个命令来执行。击毁 Ember Wisp 即可获胜。',
  },
  'asteroid-field': { name: '小行星带' },
  dogfight: { name: '缠斗' },
  escort: { name: '护航' },
};
