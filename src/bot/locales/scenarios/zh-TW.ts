/** The bundled scenarios' words in Traditional Chinese (ship names stay as they are: they are names). */
export const SCENARIO_ZH_TW = {
  side: { concord: '協和艦隊', veyra: '維拉大軍' },
  'corvane-belt': {
    name: '科瓦恩小行星帶',
    description:
      '一支維拉襲擊群穿過科瓦恩行星周圍的小行星帶，截擊一支在先前交火中已經負傷的協和巡邏隊：Patient Light 的舵機和護盾仍未恢復。行星會阻擋射擊，岩石會干擾瞄準；東北方的星雲同樣干擾瞄準，並會剝去其中任何艦船的護盾。最後留在場上的一方獲勝。',
  },
  'cruiser-duel': {
    name: '巡洋艦決鬥',
    description:
      '一艘擔任警戒的協和重巡洋艦，在一個爭奪中的星系邊緣遭遇一艘孤身的維拉襲擊艦。Vigil 絕不能放 Ashen Claw 過去；襲擊艦要麼擊垮她，要麼被擊垮。最後一艘倖存的艦船獲勝。',
  },
  'fleet-battle': {
    name: '艦隊決戰',
    description:
      '雙方主力艦隊終於相遇：以戰列艦 Second Dawn 為首的協和戰列線，對陣由無畏艦 Grey Hunger 率領的維拉大軍。擊毀敵方旗艦立即獲勝，或擊毀敵方全部艦船。',
  },
  'outpost-raid': {
    name: '突襲前哨',
    description:
      '一支維拉打擊群撲向 Haven Station——一座由一艘護衛艦和一艘護航艦守衛的協和錨地。太空站一被摧毀，維拉立即獲勝；第 8 輪結束時只要協和仍有艦船留在地圖上，協和獲勝。',
  },
  'squadron-clash': {
    name: '中隊遭遇戰',
    description:
      '兩支輕型中隊掃蕩同一條沒有小行星的航道，迎頭撞上。協和派出一艘驅逐艦、兩艘護衛艦和一艘警戒護航艦；維拉以一艘飛彈驅逐艦、兩艘獵殺護衛艦和一艘護航艦應戰。全殲對方中隊。',
  },
  tutorial: {
    name: '教學：初次指揮',
    description:
      '你的第一次指揮，對手是簡單難度的 AI：輕巡洋艦 Cadet 在五格之外遭遇一艘維拉驅逐艦。每條提示都會按行動順序說明脈衝的這一步是做什麼的、用哪個命令來執行。擊毀 Ember Wisp 即可獲勝。',
  },
  'asteroid-field': { name: '小行星帶' },
  dogfight: { name: '纏鬥' },
  escort: { name: '護航' },
};
